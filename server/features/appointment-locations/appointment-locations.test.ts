import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppointmentLocationsSchema } from '../../../contract/appointment-locations.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

const location = {
  name: 'Centru constatari Timisoara',
  address: 'Calea Aradului 5, Timisoara',
  county_code: 'TM',
  phone: '+40 256 100 200',
  opening_hours: [
    { day: 6, opens: '09:00', closes: '12:00' },
    { day: 1, opens: '08:30', closes: '16:30' },
  ],
  active: true,
};

describe.each(TEST_ENGINES)('appointment locations on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);

  it('lets the assessor manager add and change locations with their hours, audited', async () => {
    const admin = await as('admin');
    expect(
      v
        .parse(AppointmentLocationsSchema, (await ctx.api.get('/api/config/appointment-locations', admin)).body)
        .map((l) => l.name),
    ).toEqual(['Centru constatari Cluj', 'Centru constatari Militari']);
    const created = v.parse(
      AppointmentLocationsSchema,
      (await ctx.api.post('/api/config/appointment-locations', location, admin)).body,
    );
    const timisoara = created.find((l) => l.name === 'Centru constatari Timisoara')!;
    expect(timisoara).toMatchObject({ county_name: 'Timis', opening_hours: [{ day: 1 }, { day: 6 }] });
    const changed = v.parse(
      AppointmentLocationsSchema,
      (
        await ctx.api.put(
          `/api/config/appointment-locations/${timisoara.id}`,
          { ...location, active: false },
          { ...admin, ...ifMatch(timisoara.version) },
        )
      ).body,
    );
    expect(changed.find((l) => l.id === timisoara.id)!.active).toBe(false);
    expect(
      (await ctx.t.database.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((r) => r.action),
    ).toEqual(['appointment-location.create', 'appointment-location.update']);
  });

  it('refuses hours that make no sense, unknown counties, other roles and unknown ids', async () => {
    const admin = await as('admin');
    const backwards = await ctx.api.post(
      '/api/config/appointment-locations',
      { ...location, opening_hours: [{ day: 1, opens: '17:00', closes: '09:00' }] },
      admin,
    );
    expect(backwards.body.error).toMatchObject({
      key: 'error.location.closesBeforeOpens',
      field: 'opening_hours.0',
      message: 'A location closes after it opens.',
    });
    const twice = await ctx.api.post(
      '/api/config/appointment-locations',
      {
        ...location,
        opening_hours: [
          { day: 1, opens: '09:00', closes: '10:00' },
          { day: 1, opens: '11:00', closes: '12:00' },
        ],
      },
      admin,
    );
    expect(twice.body.error).toMatchObject({
      key: 'error.location.onePerWeekday',
      field: 'opening_hours',
      message: 'One line per weekday.',
    });
    const badTime = await ctx.api.post(
      '/api/config/appointment-locations',
      { ...location, opening_hours: [{ day: 8, opens: '9', closes: '10:00' }] },
      admin,
    );
    expect(badTime.status).toBe(400);
    const county = await ctx.api.post('/api/config/appointment-locations', { ...location, county_code: 'XX' }, admin);
    expect(county.body.error.message).toBe('Choose a county from the list.');
    expect((await ctx.api.put('/api/config/appointment-locations/nope', location, admin)).status).toBe(404);
    const handler = await as('handler');
    expect((await ctx.api.get('/api/config/appointment-locations', handler)).status).toBe(403);
    expect((await ctx.api.post('/api/config/appointment-locations', location, handler)).status).toBe(403);
    const existing = (
      await ctx.t.database.db.selectFrom('appointment_locations').select('id').executeTakeFirstOrThrow()
    ).id;
    expect((await ctx.api.put(`/api/config/appointment-locations/${existing}`, location, handler)).status).toBe(403);
    expect((await ctx.api.get('/api/config/appointment-locations')).status).toBe(401);
    expect(await ctx.t.database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});
