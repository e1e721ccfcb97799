import * as v from 'valibot';
import {
  AppointmentLocationChangeSchema,
  AppointmentLocationInputSchema,
} from '../../../contract/appointment-locations.ts';
import { requireArea } from '../../access/require-area.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { requireSession, type UserRow } from '../auth/index.ts';
import { addLocation } from './add-location.ts';
import { editLocation } from './edit-location.ts';
import { removeLocation } from './remove-location.ts';
import { locationOf, locationsOf } from './repository.ts';

const LocationParams = v.object({ id: IdSchema });

/**
 * /api/config/appointment-locations (AC.Assessor.Manager): where vehicles are seen, and when.
 * Audited; changes and deletions name the version they were made on (If-Match).
 */
export function appointmentLocationRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'appointment-locations')] as const;
  const list = (user: UserRow) => locationsOf(deps.db, user.organisation_id);
  const locationParam = validParams(LocationParams, 'error.notFound.location');

  return factory
    .createApp()
    .get('/', ...guard, async (c) => c.json(await list(c.var.auth.user)))
    .post('/', ...guard, async (c) => {
      const input = await readJson(c, AppointmentLocationInputSchema);
      await addLocation(deps.db, { actor: actorOf(c), input, now: deps.clock.now() });
      return c.json(await list(c.var.auth.user));
    })
    .put('/:id', ...guard, locationParam, async (c) => {
      const { user } = c.var.auth;
      const before = await locationOf(deps.db, user.organisation_id, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      const { confirm_affected: confirmed, ...input } = await readJson(c, AppointmentLocationChangeSchema);
      const now = deps.clock.now();
      setVersion(c, await editLocation(deps.db, { before, expected, input, confirmed, actor: actorOf(c), now }));
      return c.json(await list(user));
    })
    .delete('/:id', ...guard, locationParam, async (c) => {
      const { user } = c.var.auth;
      const before = await locationOf(deps.db, user.organisation_id, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      await removeLocation(deps.db, { before, expected, actor: actorOf(c), now: deps.clock.now() });
      return c.json(await list(user));
    });
}
