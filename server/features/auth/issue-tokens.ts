import type { Tokens } from '../../../contract/auth.ts';
import type { Services } from '../../services.ts';
import type { SessionRow } from './sessions.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { buildProfile, previewRolesOf, userInSession } from './users.ts';
import { findOrganisationById, findUserById, type UserRow } from '../organisations/index.ts';

/** The tokens and profile of a session: what sign-in, refresh and the one-time password answer. */
export async function issueTokens(
  deps: Pick<Services, 'db' | 'clock' | 'idTokens'>,
  session: SessionRow,
  refreshToken: string,
  user: UserRow,
): Promise<Tokens> {
  const org = await findOrganisationById(deps.db, user.organisation_id);
  const impersonator = session.impersonated_by_user_id
    ? ((await findUserById(deps.db, session.impersonated_by_user_id)) ?? null)
    : null;
  const idToken = await deps.idTokens.sign({ userId: user.id, sessionId: session.id, orgCode: org.code });
  return {
    idToken,
    refreshToken,
    profile: await buildProfile(
      deps.db,
      userInSession(user, session),
      impersonator,
      businessDate(deps.clock.now()),
      previewRolesOf(session),
      org,
    ),
  };
}
