import type { Tokens } from '../../../contract/auth.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { createSession, issueTokens, revokeSession } from '../auth/index.ts';
import { findUserById } from '../organisations/index.ts';
import type { SessionVariables } from '../../http/app-env.ts';

type Session = SessionVariables['auth']['session'];

/**
 * Replaces the caller's session by a new one with the same end and one-time-password state:
 * a preview of the given roles, or (without them) the previewer's own session again. Answers its
 * tokens; the caller delivers the refresh token.
 */
export async function switchSession(
  deps: Services,
  options: { session: Session; previewRoles: string[] | undefined },
): Promise<{ tokens: Tokens; refreshToken: string; expiresAt: string }> {
  const { session, previewRoles } = options;
  const now = deps.clock.now();
  const user = await findUserById(deps.db, session.user_id);
  if (!user) throw new AppError('unauthorized', 'error.session.signInToContinue');
  await revokeSession(deps.db, session.id, now, previewRoles ? 'preview started' : 'preview ended');
  const next = await createSession(deps.db, {
    userId: user.id,
    impersonatedBy: null,
    otpVerified: session.otp_verified === 1,
    now,
    expiresAt: new Date(session.expires_at),
    browser: { userAgent: session.user_agent, address: session.address },
    ...(previewRoles ? { previewRoles } : {}),
  });
  const tokens = await issueTokens(deps, next.session, next.refreshToken, user);
  return { tokens, refreshToken: next.refreshToken, expiresAt: next.session.expires_at };
}
