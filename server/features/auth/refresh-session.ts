import { businessDate } from '../../../contract/business-time.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { SignInResult } from './login-with-password.ts';
import { requireFullScope, scopeOf } from './scope.ts';
import {
  browserOf,
  createSession,
  liveSessionOfRefreshToken,
  revokeSession,
  rotateRefreshToken,
  type SessionRow,
} from './sessions.ts';
import { findReplacedUsers } from './users.ts';
import { appMetadataOf, findOrganisationById, findUserById, type UserRow } from '../organisations/index.ts';

interface ImpersonationSwitch {
  impersonatedByUserId: string | null | undefined;
  newUserId: string;
}

/**
 * Who a session may become: the real person (never the one acted as) must have the target among
 * their replaced users and the organisation must allow it; switching back is always allowed.
 * Answers the target, or throws the refusal.
 */
async function switchTarget(deps: Services, session: SessionRow, change: ImpersonationSwitch): Promise<UserRow> {
  if (session.preview_roles !== null) throw new AppError('forbidden', 'error.preview.endPreviewFirst');
  const realUserId = session.impersonated_by_user_id ?? session.user_id;
  const realUser = await findUserById(deps.db, realUserId);
  if (!realUser || realUser.locked_at) throw new AppError('unauthorized', 'error.session.ended');
  // Only a fully signed-in person may change who they are: a session that still owes its one-time
  // code or a password renewal would otherwise come out of the switch as a full session.
  requireFullScope(scopeOf(realUser, session));
  if (change.impersonatedByUserId && change.impersonatedByUserId !== realUserId) {
    throw new AppError('forbidden', 'error.session.onlyYouSwitch');
  }
  if (change.newUserId === realUserId) return realUser;
  const org = await findOrganisationById(deps.db, realUser.organisation_id);
  const allowed =
    appMetadataOf(org).enable_user_impersonation &&
    (await findReplacedUsers(deps.db, realUserId, businessDate(deps.clock.now()))).some(
      (u) => u.user_id === change.newUserId,
    );
  if (!allowed) throw new AppError('forbidden', 'error.session.cannotActAsUser');
  const target = await findUserById(deps.db, change.newUserId);
  if (!target || target.locked_at) throw new AppError('forbidden', 'error.session.cannotActAsUser');
  return target;
}

/**
 * POST /api/auth/refreshToken: spends the refresh token for a new one. An impersonation switch is
 * checked before the token is spent, so a refused switch leaves the person signed in as they were;
 * the new session keeps the old one's absolute end.
 */
export async function refreshSession(
  deps: Services,
  token: string,
  change?: ImpersonationSwitch,
): Promise<SignInResult> {
  const now = deps.clock.now();
  if (change) {
    const live = await liveSessionOfRefreshToken(deps.db, token, now);
    if (live) await switchTarget(deps, live, change);
  }
  const rotated = await rotateRefreshToken(deps.db, token, now);
  if (rotated.kind !== 'rotated') throw new AppError('unauthorized', 'error.session.ended');
  const { session } = rotated;

  const current = await findUserById(deps.db, session.user_id);
  if (!current || current.locked_at) {
    await revokeSession(deps.db, session.id, now, 'account locked');
    throw new AppError('unauthorized', 'error.session.ended');
  }
  if (!change) return { user: current, session, refreshToken: rotated.refreshToken };
  const target = await switchTarget(deps, session, change);
  const switchingBack = target.id === (session.impersonated_by_user_id ?? session.user_id);

  await revokeSession(deps.db, session.id, now, 'switched user');
  const next = await createSession(deps.db, {
    userId: target.id,
    impersonatedBy: switchingBack ? null : (session.impersonated_by_user_id ?? session.user_id),
    // The real person already passed the one-time password in this sign-in.
    otpVerified: session.otp_verified === 1,
    now,
    expiresAt: new Date(session.expires_at),
    browser: browserOf(session),
  });
  return { user: target, session: next.session, refreshToken: next.refreshToken };
}
