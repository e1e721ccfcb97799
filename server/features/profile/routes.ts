import type { Context } from 'hono';
import * as v from 'valibot';
import type { ActiveSession } from '../../../contract/profile.ts';
import { ContactChangeSchema, ContactConfirmSchema, LanguageChangeSchema } from '../../../contract/profile.ts';
import { AppError } from '../../errors.ts';
import { factory, type AppEnv } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import {
  checkCurrentPassword,
  listOwnSessions,
  requireSession,
  revokeOtherOwnSessions,
  revokeOwnSession,
  type SessionRow,
} from '../auth/index.ts';
import { browserOfAgent } from './browser-name.ts';
import { cancelContactChange, confirmContactChange, startContactChange } from './change-contact.ts';
import { findMyProfile, saveLanguage } from './repository.ts';

type Ctx = Context<AppEnv>;

const SessionParams = v.object({ id: IdSchema });

/**
 * /api/profile: the signed-in person's own account. Changes are made on the version the person
 * saw (If-Match) and only by the person themself, never while acting as a colleague; sessions are
 * the real person's, whoever they act as.
 */
export function profileRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const sessionParams = validParams(SessionParams, 'error.notFound.session');

  const answer = async (c: Ctx) => {
    const profile = await findMyProfile(deps.db, c.var.auth.user.id, deps.clock.now());
    setVersion(c, profile.version);
    return c.json(profile);
  };
  const stale = async (c: Ctx) => {
    const profile = await findMyProfile(deps.db, c.var.auth.user.id, deps.clock.now());
    return staleVersion(profile, profile.version, { changed_by: null, changed_at: null });
  };
  /** The person, once it is them (not someone acting as them) and on the version they saw. */
  const ownChange = async (c: Ctx) => {
    if (c.var.auth.session.impersonated_by_user_id) throw new AppError('forbidden', 'error.profile.notWhileActingAs');
    const seen = requireIfMatch(c);
    if (seen !== c.var.auth.user.version) throw await stale(c);
    return { user: c.var.auth.user, seen };
  };
  const sessionsOf = async (c: Ctx): Promise<ActiveSession[]> => {
    const rows = await listOwnSessions(deps.db, actorOf(c).realUserId, deps.clock.now());
    return rows.map((s) => sessionView(s, c.var.auth.session.id));
  };

  return factory
    .createApp()
    .get('/', signedIn, (c) => answer(c))
    .put('/language', signedIn, async (c) => {
      const { language } = await readJson(c, LanguageChangeSchema);
      const change = await ownChange(c);
      if (!(await saveLanguage(deps.db, { ...change, language }))) throw await stale(c);
      return answer(c);
    })
    .post('/contact', signedIn, async (c) => {
      const change = await readJson(c, ContactChangeSchema);
      const { user } = await ownChange(c);
      // Wrong guesses count against the sign-in throttle: a stolen session cannot guess the password here.
      if (!(await checkCurrentPassword(deps, user, change.password)))
        throw new AppError('validation_failed', 'error.profile.passwordWrong', { field: 'password' });
      await startContactChange(deps, { user, change, language: requestLanguage(c) });
      return answer(c);
    })
    .post('/contact/confirm', signedIn, async (c) => {
      const { code } = await readJson(c, ContactConfirmSchema);
      const change = await ownChange(c);
      const session = c.var.auth.session.id;
      if (!(await confirmContactChange(deps, { ...change, code, keepSessionId: session }))) throw await stale(c);
      return answer(c);
    })
    .delete('/contact', signedIn, async (c) => {
      await ownChange(c);
      await cancelContactChange(deps, c.var.auth.user.id);
      return answer(c);
    })
    .get('/sessions', signedIn, async (c) => c.json(await sessionsOf(c)))
    .post('/sessions/others', signedIn, async (c) => {
      const ended = await revokeOtherOwnSessions(deps.db, {
        ownerId: actorOf(c).realUserId,
        keepSessionId: c.var.auth.session.id,
        now: deps.clock.now(),
      });
      return c.json({ ended, sessions: await sessionsOf(c) });
    })
    .delete('/sessions/:id', signedIn, sessionParams, async (c) => {
      const { id } = c.req.valid('param');
      if (id === c.var.auth.session.id)
        throw new AppError('validation_failed', 'error.profile.endThisSessionBySigningOut');
      const ended = await revokeOwnSession(deps.db, {
        ownerId: actorOf(c).realUserId,
        sessionId: id,
        now: deps.clock.now(),
      });
      // Another person's session answers as one that does not exist: nothing about it is told.
      if (!ended) throw new AppError('not_found', 'error.notFound.session');
      return c.json({ ended: 1, sessions: await sessionsOf(c) });
    });
}

function sessionView(session: SessionRow, currentId: string): ActiveSession {
  return {
    id: session.id,
    ...browserOfAgent(session.user_agent),
    address: session.address,
    started_at: session.created_at,
    last_used_at: session.last_used_at ?? session.created_at,
    current: session.id === currentId,
  };
}
