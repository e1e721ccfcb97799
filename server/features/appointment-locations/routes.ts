import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { AppointmentLocationInputSchema } from '../../../contract/appointment-locations.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { actorIds } from '../../http/request-context.ts';
import { actorOf } from '../../http/request-context.ts';
import { idParam } from '../../http/params.ts';
import { audit } from '../../audit/audit.ts';
import { countyName } from '../reference/index.ts';
import { requireArea } from '../../access/require-area.ts';
import {
  deleteLocation,
  insertLocation,
  locationOf,
  locationsOf,
  staleLocation,
  updateLocation,
} from './repository.ts';

type Ctx = Context<AppEnv>;

/**
 * /config/appointment-locations (AC.Assessor.Manager): where vehicles are seen, and when. Audited;
 * changes and deletions name the version they were made on (If-Match).
 */
export function appointmentLocationRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'appointment-locations')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const now = () => deps.clock.now();
  const changer = (c: Ctx) => actorIds(actorOf(c)).actor_user_id;
  const list = async (c: Ctx) => c.json(await locationsOf(deps.db, orgId(c)));
  const locationParam = (c: Ctx) => locationOf(deps.db, orgId(c), idParam(c, 'id', 'location'));

  return new Hono<AppEnv>()
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
