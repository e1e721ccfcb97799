import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

// Now is Thursday 2026-01-15 in Bucharest. Orthodox Good Friday 2026 is 10 April and Easter Monday
// 13 April, both weekdays within the 90 days a booking may look ahead; Thursday 9 April is a working day.
const GOOD_FRIDAY_10 = '2026-04-10T07:00:00.000Z';
const FRIDAY_10 = '2026-01-16T08:00:00.000Z';

describe.each(TEST_ENGINES)('bookings that protect on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;
  const location = async (name: string) =>
    (await db().selectFrom('appointment_locations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  /** An open inspection of the demo organisation in status "new", without a booking. */
  const newInspection = async () =>
    (
      await db()
        .selectFrom('assignments as a')
        .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
        .select(['a.id'])
        .where('o.code', '=', 'DEMO')
        .where('a.assignment_type', '=', 'vehicle_inspection')
        .where('a.status_code', '=', 'new')
        .where('a.id', 'not in', db().selectFrom('appointment_bookings').select('assignment_id'))
        .orderBy('a.assignment_no')
        .executeTakeFirstOrThrow()
    ).id;
  const statusOf = async (id: string) =>
    (
      await db()
        .selectFrom('assignments')
        .select(['status_code', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status_code;
  const path = (id: string) => `/api/schedule/assignments/${id}/booking`;

  it('never offers nor books a Romanian public holiday, and says which day in the caller language', async () => {
    const admin = await as('admin');
    const militari = await location('Centru constatări Militari');
    const slots = await ctx.api.get(
      `/api/schedule/slots?county=B&from=2026-04-09&days=5&location_id=${militari}`,
      admin,
    );
    expect(slots.status).toBe(200);
    const days = (slots.body.locations[0].days as { date: string }[]).map((d) => d.date);
    expect(days).toContain('2026-04-09');
    expect(days).not.toContain('2026-04-10');
    expect(days).not.toContain('2026-04-13');

    const id = await newInspection();
    const refused = await ctx.api.post(path(id), { location_id: militari, starts_at: GOOD_FRIDAY_10 }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      key: 'error.schedule.publicHoliday',
      field: 'starts_at',
      message: '10.04.2026 is a public holiday in Romania; choose another day.',
    });
    const inRomanian = await ctx.api.post(
      path(id),
      { location_id: militari, date: '2026-04-13', time: '10:00' },
      { ...admin, 'Accept-Language': 'ro' },
    );
    expect(inRomanian.body.error.message).toBe('13.04.2026 este zi de sărbătoare legală în România; alegeți altă zi.');
    expect(
      await db().selectFrom('appointment_bookings').select('id').where('assignment_id', '=', id).execute(),
    ).toEqual([]);
    expect(await statusOf(id)).toBe('new');
  });

  it('refuses a closed day of the organisation location by its own message', async () => {
    const admin = await as('admin');
    const militari = await location('Centru constatări Militari');
    await db()
      .updateTable('appointment_locations')
      .set({ closed_days: JSON.stringify(['2026-01-16']) })
      .where('id', '=', militari)
      .execute();
    const id = await newInspection();
    const refused = await ctx.api.post(path(id), { location_id: militari, starts_at: FRIDAY_10 }, admin);
    expect(refused.body.error).toMatchObject({ key: 'error.schedule.closedDay', field: 'starts_at' });
    const slots = await ctx.api.get(
      `/api/schedule/slots?county=B&from=2026-01-16&days=1&location_id=${militari}`,
      admin,
    );
    expect(slots.body.locations[0].days).toEqual([]);
  });

  it('moves the assignment to scheduled with the booking and back to new with its cancellation', async () => {
    const admin = await as('admin');
    const cluj = await location('Centru constatări Cluj');
    const id = await newInspection();
    const booked = await ctx.api.post(path(id), { location_id: cluj, starts_at: FRIDAY_10 }, admin);
    expect(booked.status).toBe(200);
    expect(await statusOf(id)).toBe('scheduled');
    const detail = await ctx.api.get(`/api/assignments/${id}`, admin);
    expect(detail.body.status.code).toBe('scheduled');
    const lines = await db()
      .selectFrom('timeline_entries')
      .select(['kind', 'status_code'])
      .where('assignment_id', '=', id)
      .where('kind', '=', 'status')
      .execute();
    expect(lines.map((l) => l.status_code)).toEqual(['scheduled']);

    expect((await ctx.api.delete(path(id), { ...admin, ...ifMatch(1) })).status).toBe(200);
    expect(await statusOf(id)).toBe('new');

    // A second inspection takes the only place at Cluj: its refusal leaves its status as it was.
    const other = await newInspection();
    expect((await ctx.api.post(path(id), { location_id: cluj, starts_at: FRIDAY_10 }, admin)).status).toBe(200);
    const full = await ctx.api.post(path(other), { location_id: cluj, starts_at: FRIDAY_10 }, admin);
    expect(full.status).toBe(409);
    expect(await statusOf(other)).toBe('new');
  });

  it('never takes back a status moved on by hand when the booking is cancelled', async () => {
    const admin = await as('admin');
    const cluj = await location('Centru constatări Cluj');
    const id = await newInspection();
    expect((await ctx.api.post(path(id), { location_id: cluj, starts_at: FRIDAY_10 }, admin)).status).toBe(200);
    await db().updateTable('assignments').set({ status_code: 'inspected' }).where('id', '=', id).execute();
    expect((await ctx.api.delete(path(id), { ...admin, ...ifMatch(1) })).status).toBe(200);
    expect(await statusOf(id)).toBe('inspected');
  });
});
