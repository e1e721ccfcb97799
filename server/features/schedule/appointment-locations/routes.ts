import type { Context } from 'hono';
import * as v from 'valibot';
import {
  AppointmentLocationChangeSchema,
  AppointmentLocationInputSchema,
  ClosedEverywhereInputSchema,
  closedEverywhereProblems,
  locationProblems,
} from '../../../../contract/appointment-locations.ts';
import { requireArea } from '../../../access/require-area.ts';
import { factory } from '../../../http/app-env.ts';
import { IdSchema, validParams } from '../../../http/params.ts';
import { AppError, type ErrorKey } from '../../../errors.ts';
import { readJson } from '../../../http/read-json.ts';
import { actorOf } from '../../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../../http/version.ts';
import type { Services } from '../../../services.ts';
import { requireSession } from '../../auth/index.ts';
import type { UserRow } from '../../organisations/index.ts';
import { addLocation } from './add-location.ts';
import { closedEverywhere, setClosedEverywhere } from './closed-everywhere.ts';
import { editLocation } from './edit-location.ts';
import { removeLocation } from './remove-location.ts';
import { locationOf, locationsOf } from './repository.ts';

const LocationParams = v.object({ id: IdSchema });

/** The body as the schema reads it, or a 400 naming everything wrong with it at once (a repeated closed day by its date). */
async function readLocation<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const body = await readJson(c, v.unknown());
  const problems = locationProblems(schema, body);
  const first = problems[0];
  if (first)
    throw new AppError('validation_failed', first.key as ErrorKey, {
      ...(first.params ? { params: first.params } : {}),
      problems,
    });
  return v.parse(schema, body);
}

/**
 * /api/config/appointment-locations (AC.Assessor.Manager): where vehicles are seen, and when; and
 * /closed-days, the days every location is closed.
 * Audited; changes and deletions name the version they were made on (If-Match).
 */
export function appointmentLocationRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'appointment-locations')] as const;
  const list = (user: UserRow) => locationsOf(deps.db, user.organisation_id);
  const locationParam = validParams(LocationParams, 'error.notFound.location');

  const closedDays = async (c: Context) => {
    const body = await readJson(c, v.unknown());
    const problems = closedEverywhereProblems(body);
    const first = problems[0];
    if (first)
      throw new AppError('validation_failed', first.key as ErrorKey, {
        field: first.field,
        ...(first.params ? { params: first.params } : {}),
        problems,
      });
    return v.parse(ClosedEverywhereInputSchema, body).days;
  };

  return factory
    .createApp()
    .get('/closed-days', ...guard, async (c) => {
      const closed = await closedEverywhere(deps.db, c.var.auth.user.organisation_id, deps.clock.now());
      setVersion(c, closed.version);
      return c.json(closed);
    })
    .put('/closed-days', ...guard, async (c) => {
      const expected = requireIfMatch(c);
      const days = await closedDays(c);
      const now = deps.clock.now();
      setVersion(c, await setClosedEverywhere(deps.db, { actor: actorOf(c), expected, days, now }));
      return c.json(await closedEverywhere(deps.db, c.var.auth.user.organisation_id, now));
    })
    .get('/', ...guard, async (c) => c.json(await list(c.var.auth.user)))
    .post('/', ...guard, async (c) => {
      const input = await readLocation(c, AppointmentLocationInputSchema);
      await addLocation(deps.db, { actor: actorOf(c), input, now: deps.clock.now() });
      return c.json(await list(c.var.auth.user));
    })
    .put('/:id', ...guard, locationParam, async (c) => {
      const { user } = c.var.auth;
      const before = await locationOf(deps.db, user.organisation_id, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      const { confirm_affected: confirmed, ...input } = await readLocation(c, AppointmentLocationChangeSchema);
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
