import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppointmentLocationsSchema, type AppointmentLocation } from '../../../../contract/appointment-locations.ts';
import { unbookedInspections } from '../../../test/unbooked-inspections.ts';
import { TEST_ENGINES, useSeededApp } from '../../../test/engines.ts';
import { bearer, signInAs } from '../../../test/http.ts';
import { ifMatch } from '../../../test/staff-user.ts';

// Now is Thursday 2026-01-15, 11:00 in Bucharest; times below are UTC (Bucharest is +2).
const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));
const fields = {
  name: 'Centru constatari Pipera',
  address: 'Sos. Pipera 1, Bucuresti',
  county_code: 'B',
  phone: '+40 21 100 2000',
  opening_hours: WEEKDAYS_9_TO_5,
  active: true,
  slot_minutes: 30,
  bays: 2,
  closed_days: [] as string[],
};

describe.each(TEST_ENGINES)('appointment locations and their bookings on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const base = '/api/config/appointment-locations';

  /** Pipera with two bookings on Friday 10:00 (both places), one at 10:30 and one on Monday 09:00. */
  const setUp = async () => {
    const admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
    const list = v.parse(AppointmentLocationsSchema, (await ctx.api.post(base, fields, admin)).body);
    const pipera = list.find((l) => l.name === fields.name)!;
    const open = await unbookedInspections(db(), 4);
    const starts = [
      '2026-01-16T08:00:00.000Z',
      '2026-01-16T08:00:00.000Z',
      '2026-01-16T08:30:00.000Z',
      '2026-01-19T07:00:00.000Z',
    ];
    for (const [i, starts_at] of starts.entries()) {
      const res = await ctx.api.post(
        `/api/schedule/assignments/${open[i]!}/booking`,
        { location_id: pipera.id, starts_at },
        admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return { admin, pipera };
  };
  const put = (l: AppointmentLocation, body: object, headers: Record<string, string>, version = l.version) =>
    ctx.api.put(`${base}/${l.id}`, { ...fields, ...body }, { ...headers, ...ifMatch(version) });

  it('refuses a change that would leave future bookings without their place, naming each field, unless confirmed', async () => {
    const { admin, pipera } = await setUp();
    const change = { closed_days: ['2026-01-19'], slot_minutes: 60, bays: 1 };
    const refused = await put(pipera, change, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'in_use',
      field: 'closed_days',
      message:
        '1 future booking falls on these closed days, on 19.01.2026. Move it first, or confirm to keep it as booked.',
    });
    expect(refused.body.error.problems).toEqual([
      expect.objectContaining({ field: 'closed_days', params: { count: 1, date: '19.01.2026' } }),
      expect.objectContaining({ field: 'slot_minutes', params: { count: 1, date: '16.01.2026' } }),
      expect.objectContaining({ field: 'bays', params: { count: 1, date: '16.01.2026' } }),
    ]);
    const ro = await put(pipera, change, { ...admin, 'Accept-Language': 'ro' });
    expect(ro.body.error.problems[2].message).toBe(
      '1 programare viitoare nu ar mai avea loc cu acest număr de locuri simultane, pe 16.01.2026. ' +
        'Mutați-o mai întâi sau confirmați pentru a o păstra.',
    );
    // Nothing changed.
    const now = v
      .parse(AppointmentLocationsSchema, (await ctx.api.get(base, admin)).body)
      .find((l) => l.id === pipera.id)!;
    expect(now).toMatchObject({ version: 1, bays: 2, slot_minutes: 30, closed_days: [] });

    // Hours that start later on Friday leave all three Friday bookings outside them.
    const later = WEEKDAYS_9_TO_5.map((h) => (h.day === 5 ? { ...h, opens: '11:00' } : h));
    expect((await put(pipera, { opening_hours: later }, admin)).body.error).toMatchObject({
      field: 'opening_hours',
      params: { count: 3, date: '16.01.2026' },
    });
    // An unrelated change goes through without a question.
    expect((await put(pipera, { phone: '+40 21 100 3000' }, admin)).status).toBe(200);
    // Confirmed, the change is made and the bookings stay as booked.
    const confirmed = await put(pipera, { ...change, confirm_affected: true }, admin, 2);
    expect(confirmed.status).toBe(200);
    const after = v.parse(AppointmentLocationsSchema, confirmed.body).find((l) => l.id === pipera.id)!;
    expect(after).toMatchObject({ version: 3, bays: 1, slot_minutes: 60, closed_days: ['2026-01-19'] });
    expect(after).not.toHaveProperty('confirm_affected');
    const kept = await db()
      .selectFrom('appointment_bookings')
      .select('id')
      .where('location_id', '=', pipera.id)
      .where('status', '=', 'booked')
      .execute();
    expect(kept).toHaveLength(4);
  });

  it('asks before making a location with future bookings inactive, and never deletes one bookings name', async () => {
    const { admin, pipera } = await setUp();
    expect((await put(pipera, { active: false }, admin)).body.error).toMatchObject({
      code: 'in_use',
      field: 'active',
      params: { count: 4, date: '16.01.2026' },
    });
    const removed = await ctx.api.delete(`${base}/${pipera.id}`, { ...admin, ...ifMatch(1) });
    expect(removed.status).toBe(409);
    expect(removed.body.error).toMatchObject({
      code: 'in_use',
      message:
        'This location has 4 future bookings, the first on 16.01.2026, so it cannot be deleted. Mark it inactive instead.',
    });
    const inRomanian = await ctx.api.delete(`${base}/${pipera.id}`, {
      ...admin,
      ...ifMatch(1),
      'Accept-Language': 'ro',
    });
    expect(inRomanian.body.error.message).toBe(
      'Locația are 4 programări viitoare, prima pe 16.01.2026, și nu poate fi ștearsă. Marcați-o ca inactivă.',
    );
    expect((await put(pipera, { active: false, confirm_affected: true }, admin)).status).toBe(200);
    // Once they are past, the bookings still name it: deleting stays refused.
    ctx.t.clock.set(new Date('2026-02-01T09:00:00.000Z'));
    const again = bearer((await signInAs(ctx.api, 'admin')).idToken);
    const later = await ctx.api.delete(`${base}/${pipera.id}`, { ...again, ...ifMatch(2) });
    expect(later.body.error).toMatchObject({ code: 'in_use', key: 'error.location.deleteWithHistory' });
  });
});
