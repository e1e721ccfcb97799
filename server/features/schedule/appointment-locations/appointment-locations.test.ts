import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppointmentLocationsSchema } from '../../../../contract/appointment-locations.ts';
import { TEST_ENGINES, useSeededApp } from '../../../test/engines.ts';
import { bearer, signInAs } from '../../../test/http.ts';
import { ifMatch } from '../../../test/staff-user.ts';

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
    ).toEqual(['Centru constatări Cluj', 'Centru constatări Militari']);
    const created = v.parse(
      AppointmentLocationsSchema,
      (await ctx.api.post('/api/config/appointment-locations', location, admin)).body,
    );
    const timisoara = created.find((l) => l.name === 'Centru constatari Timisoara')!;
    expect(timisoara).toMatchObject({ county_name: 'Timiș', opening_hours: [{ day: 1 }, { day: 6 }] });
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

  it('answers every problem of a refused location at once, a repeated closed day by its date, in each language', async () => {
    const admin = await as('admin');
    const wrong = {
      ...location,
      name: ' ',
      phone: 'call us',
      opening_hours: [{ day: 1, opens: '17:00', closes: '09:00' }],
      bays: 0,
      closed_days: ['2026-12-05', '2026-12-24', '2026-12-05'],
    };
    const refused = await ctx.api.post('/api/config/appointment-locations', wrong, admin);
    expect(refused.status).toBe(400);
    const byField = (problems: { field: string; message: string }[]) =>
      Object.fromEntries(problems.map((p) => [p.field, p.message]));
    expect(byField(refused.body.error.problems)).toEqual({
      name: 'Write the name.',
      phone: expect.any(String),
      'opening_hours.0': 'A location closes after it opens.',
      bays: 'From 1 to 20 places at once.',
      'closed_days.2': '05.12.2026 is listed twice.',
    });
    expect(refused.body.error).toMatchObject({ field: 'name', key: 'error.location.nameRequired' });
    // A change is read the same way, in the reader's language; a repeat alone is refused too.
    const [militari] = v.parse(
      AppointmentLocationsSchema,
      (await ctx.api.get('/api/config/appointment-locations', admin)).body,
    );
    const ro = { ...admin, ...ifMatch(militari!.version), 'Accept-Language': 'ro' };
    const changed = await ctx.api.put(`/api/config/appointment-locations/${militari!.id}`, wrong, ro);
    expect(byField(changed.body.error.problems)['closed_days.2']).toBe('05.12.2026 apare de două ori.');
    expect(Object.keys(byField(changed.body.error.problems))).toHaveLength(5);
    const repeatOnly = await ctx.api.post(
      '/api/config/appointment-locations',
      { ...location, closed_days: ['2026-12-24', '2026-12-24'] },
      admin,
    );
    expect(repeatOnly.body.error).toMatchObject({
      field: 'closed_days.1',
      message: '24.12.2026 is listed twice.',
      params: { day: '24.12.2026' },
    });
    expect(await ctx.t.database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
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
