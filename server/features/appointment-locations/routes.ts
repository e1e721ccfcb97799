import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { AppointmentLocationInputSchema, OpeningHoursSchema, type AppointmentLocation } from '../../../contract/appointment-locations.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { requireSession, type AuthVariables } from '../auth/require-session.ts';
import { actorOf, idParam } from '../assignments/request-context.ts';
import { audit } from '../settings/audit.ts';
import { countyName } from '../settings/county.ts';
import { requireArea } from '../shell/require-area.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

/** /config/appointment-locations (AC.Assessor.Manager): where vehicles are seen, and when. Audited. */
export function appointmentLocationRoutes(deps: AuthDeps) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'appointment-locations')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const now = () => deps.clock.now();

  const locations = async (organisationId: string): Promise<AppointmentLocation[]> => {
    const rows = await deps.db
      .selectFrom('appointment_locations')
      .leftJoin('reference_items', (join) => join.onRef('reference_items.code', '=', 'appointment_locations.county_code').on('reference_items.list_code', '=', 'counties'))
      .select(['appointment_locations.id', 'name', 'address', 'county_code', 'phone', 'opening_hours', 'active', 'reference_items.name_ro as county_name'])
      .where('organisation_id', '=', organisationId)
      .orderBy('name')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      county_code: r.county_code,
      county_name: r.county_name ?? r.county_code,
      phone: r.phone,
      opening_hours: v.parse(OpeningHoursSchema, JSON.parse(r.opening_hours)),
      active: r.active === 1,
    }));
  };
  const list = async (c: Ctx) => c.json(await locations(orgId(c)));
  const sorted = (hours: v.InferOutput<typeof OpeningHoursSchema>) => [...hours].sort((a, b) => a.day - b.day);

  return new Hono<{ Variables: AuthVariables }>()
    .get('/config/appointment-locations', ...guard, list)
    .post('/config/appointment-locations', ...guard, async (c) => {
      const body = await readJson(c, AppointmentLocationInputSchema);
      await countyName(deps.db, body.county_code);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('appointment_locations')
          .values({ id: randomUUID(), organisation_id: orgId(c), ...body, opening_hours: JSON.stringify(sorted(body.opening_hours)), active: body.active ? 1 : 0, created_at: now().toISOString(), updated_at: now().toISOString() })
          .execute();
        await audit(trx, actorOf(c), { action: 'appointment-location.create', target: body.name, before: null, after: body }, now());
      });
      return list(c);
    })
    .put('/config/appointment-locations/:id', ...guard, async (c) => {
      const id = idParam(c, 'id', 'location');
      const before = (await locations(orgId(c))).find((l) => l.id === id);
      if (!before) throw new AppError('not_found', 'There is no such location.');
      const body = await readJson(c, AppointmentLocationInputSchema);
      await countyName(deps.db, body.county_code);
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('appointment_locations').set({ ...body, opening_hours: JSON.stringify(sorted(body.opening_hours)), active: body.active ? 1 : 0, updated_at: now().toISOString() }).where('id', '=', id).execute();
        await audit(trx, actorOf(c), { action: 'appointment-location.update', target: body.name, before, after: body }, now());
      });
      return list(c);
    });
}
