import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { AppointmentLocationInputSchema } from '../../../contract/appointment-locations.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { requireSession, type AuthVariables } from '../auth/require-session.ts';
import { actorIds } from '../assignments/actions.ts';
import { actorOf, idParam } from '../assignments/request-context.ts';
import { audit } from '../settings/audit.ts';
import { countyName } from '../settings/county.ts';
import { requireArea } from '../shell/require-area.ts';
import {
  deleteLocation,
  insertLocation,
  locationOf,
  locationsOf,
  staleLocation,
  updateLocation,
} from './repository.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

/**
 * /config/appointment-locations (AC.Assessor.Manager): where vehicles are seen, and when. Audited;
 * changes and deletions name the version they were made on (If-Match).
 */
export function appointmentLocationRoutes(deps: AuthDeps) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'appointment-locations')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const now = () => deps.clock.now();
  const changer = (c: Ctx) => actorIds(actorOf(c)).actor_user_id;
  const list = async (c: Ctx) => c.json(await locationsOf(deps.db, orgId(c)));
  const locationParam = (c: Ctx) => locationOf(deps.db, orgId(c), idParam(c, 'id', 'location'));

  return new Hono<{ Variables: AuthVariables }>()
    .get('/config/appointment-locations', ...guard, list)
    .post('/config/appointment-locations', ...guard, async (c) => {
      const body = await readJson(c, AppointmentLocationInputSchema);
      await countyName(deps.db, body.county_code);
      await deps.db.transaction().execute(async (trx) => {
        await insertLocation(trx, orgId(c), randomUUID(), body, changer(c), now());
        await audit(
          trx,
          actorOf(c),
          { action: 'appointment-location.create', target: body.name, before: null, after: body },
          now(),
        );
      });
      return list(c);
    })
    .put('/config/appointment-locations/:id', ...guard, async (c) => {
      const before = await locationParam(c);
      const expected = requireIfMatch(c);
      const body = await readJson(c, AppointmentLocationInputSchema);
      await countyName(deps.db, body.county_code);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await updateLocation(trx, before.id, expected, body, changer(c), now())))
          throw await staleLocation(trx, orgId(c), before.id);
        await audit(
          trx,
          actorOf(c),
          { action: 'appointment-location.update', target: body.name, before, after: body },
          now(),
        );
      });
      setVersion(c, expected + 1);
      return list(c);
    })
    .delete('/config/appointment-locations/:id', ...guard, async (c) => {
      const before = await locationParam(c);
      const expected = requireIfMatch(c);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await deleteLocation(trx, before.id, expected))) throw await staleLocation(trx, orgId(c), before.id);
        await audit(
          trx,
          actorOf(c),
          { action: 'appointment-location.delete', target: before.name, before, after: null },
          now(),
        );
      });
      return list(c);
    });
}
