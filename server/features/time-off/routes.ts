import * as v from 'valibot';
import { AbsenceRequestSchema, type Colleagues } from '../../../contract/absences.ts';
import { requireArea } from '../../access/require-area.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import type { UserRow } from '../organisations/index.ts';
import { absencesWhere, activeColleagues } from './absences.ts';
import { cancelAbsence } from './cancel-absence.ts';
import { requestAbsence } from './request-absence.ts';

const AbsenceParams = v.object({ id: IdSchema });

/**
 * /api/time-off (roles ending .selfmanaged): a user's own absences, asked for and cancelled here;
 * a manager decides them in the manager area. Sign-in asks this feature who stands in for whom,
 * so the session check (a fully signed-in session) comes from the app as `signedIn`.
 */
export function timeOffRoutes(deps: Services, signedIn: MiddlewareHandler<AppEnv>) {
  const selfManaged = [signedIn, requireArea(deps, 'time-off')] as const;
  const mine = (user: UserRow) => absencesWhere(deps.db, { organisationId: user.organisation_id, userIds: [user.id] });

  return factory
    .createApp()
    .get('/absences', ...selfManaged, async (c) => c.json(await mine(c.var.auth.user)))
    .get('/colleagues', ...selfManaged, async (c) => {
      const { user } = c.var.auth;
      return c.json((await activeColleagues(deps.db, user.organisation_id, user.id)) satisfies Colleagues);
    })
    .post('/absences', ...selfManaged, async (c) => {
      const request = await readJson(c, AbsenceRequestSchema);
      await requestAbsence(deps.db, { actor: actorOf(c), request, now: deps.clock.now() });
      return c.json(await mine(c.var.auth.user));
    })
    .post('/absences/:id/cancel', ...selfManaged, validParams(AbsenceParams, 'error.notFound.absence'), async (c) => {
      const version = await cancelAbsence(deps.db, {
        actor: actorOf(c),
        id: c.req.valid('param').id,
        expected: () => requireIfMatch(c),
        now: deps.clock.now(),
      });
      setVersion(c, version);
      return c.json(await mine(c.var.auth.user));
    });
}
