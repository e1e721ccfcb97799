import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';
import { createCaseTokens } from '../tracker/index.ts';

// The clock stands at Thursday 2026-01-15 09:00 UTC, 11:00 in Bucharest. Militari (Bucharest) is
// open 09-17 on weekdays and 09-13 on Saturday in half-hour slots with two bays; Cluj 09-17 on
// weekdays in hour slots with one bay.
describe.each(TEST_ENGINES)('free slots and counties on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const locationId = async (name: string) =>
    (
      await ctx.t.database.db
        .selectFrom('appointment_locations')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it('answers the counties with an active location, to staff, guests and verified tracker visitors', async () => {
    const admin = await as('admin');
    expect((await ctx.api.get('/api/schedule/counties', admin)).body).toEqual([
      { code: 'B', name: 'Bucuresti', parent_code: 'RO' },
      { code: 'CJ', name: 'Cluj', parent_code: 'RO' },
    ]);
    const ro = await ctx.api.get('/api/schedule/counties', { ...admin, 'Accept-Language': 'ro' });
    expect(ro.status).toBe(200);
    expect((await ctx.api.get('/api/schedule/counties')).status).toBe(401);
    const key = await ctx.t.database.db
      .selectFrom('assignments')
      .select('guest_key')
      .where('assignment_no', '=', 'DEMO000123-2')
      .executeTakeFirstOrThrow();
    const exchanged = await ctx.api.post('/api/guest/exchange', {
      assignment_type: 'vehicle_inspection',
      assignment_key: key.guest_key,
    });
    const guest = bearer(exchanged.body.idToken as string);
    expect(((await ctx.api.get('/api/schedule/counties', guest)).body as unknown[]).length).toBe(2);
    const trackerCase = await ctx.t.database.db
      .selectFrom('tracker_cases')
      .select('id')
      .where('case_no', '=', 'DEMO000123')
      .executeTakeFirstOrThrow();
    const tokens = createCaseTokens({ secret: ctx.t.config.tokenSecret, clock: ctx.t.clock });
    const visitor = bearer((await tokens.sign(trackerCase.id)).token);
    expect(((await ctx.api.get('/api/schedule/counties', visitor)).body as unknown[]).length).toBe(2);
    // The partner organisation has no locations.
    expect((await ctx.api.get('/api/schedule/counties', await as('partner1.handler'))).body).toEqual([]);
  });

  it('lays slots within opening hours, after now, never on closed days, less the bookings', async () => {
    const admin = await as('admin');
    const res = await ctx.api.get('/api/schedule/slots?county=B&from=2026-01-15&days=4', admin);
    expect(res.status).toBe(200);
    const [militari] = res.body.locations;
    expect(militari).toMatchObject({ name: 'Centru constatări Militari', slot_minutes: 30, bays: 2 });
    const days = militari.days as { date: string; times: string[]; free: number[] }[];
    // Each day is two parallel arrays: the start's local time and its free places.
    const slotsOf = (i: number) => days[i]!.times.map((time, n) => ({ time, free: days[i]!.free[n] }));
    // Thursday from 11:30 (11:00 is now), Friday all day, Saturday morning; Sunday closed.
    expect(days.map((d) => d.date)).toEqual(['2026-01-15', '2026-01-16', '2026-01-17']);
    expect(slotsOf(0)[0]).toEqual({ time: '11:30', free: 2 });
    expect(days[0]!.times.at(-1)).toBe('16:30');
    expect(days[1]!.times).toHaveLength(16);
    expect(days[2]!.times).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    // The demo bookings hold one of two bays on Saturday at 10:00 and 10:30.
    expect(
      slotsOf(2)
        .filter((s) => s.free === 1)
        .map((s) => s.time),
    ).toEqual(['10:00', '10:30']);

    const id = await locationId('Centru constatări Militari');
    const location = (await ctx.api.get('/api/config/appointment-locations', admin)).body.find(
      (l: { id: string }) => l.id === id,
    );
    const { id: _, county_name: __, version, ...input } = location;
    const closed = await ctx.api.put(
      `/api/config/appointment-locations/${id}`,
      { ...input, closed_days: ['2026-01-16', '2026-01-10'] },
      { ...admin, ...ifMatch(version) },
    );
    expect(closed.status).toBe(200);
    // A closed day already past is not kept.
    expect(closed.body.find((l: { id: string }) => l.id === id).closed_days).toEqual(['2026-01-16']);
    const after = await ctx.api.get(`/api/schedule/slots?county=B&from=2026-01-15&days=4&location_id=${id}`, admin);
    expect(after.body.locations[0].days.map((d: { date: string }) => d.date)).toEqual(['2026-01-15', '2026-01-17']);

    const bad = await ctx.api.get('/api/schedule/slots?county=B&from=2026-01-15&days=32', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: 'days', message: 'From 1 to 31 days.' });
  });

  it('offers no day beyond the 90 days an inspection may be booked ahead', async () => {
    const admin = await as('admin');
    const res = await ctx.api.get('/api/schedule/slots?county=B&from=2026-04-14&days=7', admin);
    const [militari] = res.body.locations;
    // Now is 15 January: 15 April is the last bookable day (13 April, Easter Monday, is a public holiday).
    expect(militari.days.map((d: { date: string }) => d.date)).toEqual(['2026-04-14', '2026-04-15']);
  });

  it('keeps slots on local time across the change to and from summer time', async () => {
    let admin = await as('admin');
    const night = {
      name: 'Centru de noapte',
      address: 'Str. Noptii 1',
      county_code: 'TM',
      phone: '+40 256 100 200',
      opening_hours: [{ day: 7, opens: '00:00', closes: '06:00' }],
      active: true,
      slot_minutes: 60,
      bays: 1,
    };
    expect((await ctx.api.post('/api/config/appointment-locations', night, admin)).status).toBe(200);
    const night_id = (
      await ctx.t.database.db
        .selectFrom('appointment_locations')
        .select('id')
        .where('name', '=', 'Centru de noapte')
        .executeTakeFirstOrThrow()
    ).id;
    const inspection = await ctx.t.database.db
      .selectFrom('assignments')
      .select('id')
      .where('assignment_no', '=', 'DEMO000123-2')
      .executeTakeFirstOrThrow();
    const path = `/api/schedule/assignments/${inspection.id}/booking`;
    const timesOn = async (day: string) =>
      (await ctx.api.get(`/api/schedule/slots?county=TM&from=${day}&days=1`, admin)).body.locations[0].days[0].times;
    // 29 March: 03:00 does not exist; 25 October: 03:00 comes twice and is offered once.
    expect(await timesOn('2026-03-29')).toEqual(['00:00', '01:00', '02:00', '04:00', '05:00']);
    const skipped = await ctx.api.post(path, { location_id: night_id, date: '2026-03-29', time: '03:00' }, admin);
    expect(skipped.body.error).toMatchObject({ field: 'starts_at', key: 'error.schedule.startsAt' });
    // October is beyond the 90 days bookable from January: the clock moves to the start of October.
    ctx.t.clock.set(new Date('2026-10-01T09:00:00.000Z'));
    admin = await as('admin');
    expect(await timesOn('2026-10-25')).toEqual(['00:00', '01:00', '02:00', '03:00', '04:00', '05:00']);
    // Booked by day and time, the server works out the instant: the repeated 03:00 is the first
    // one, as the grid offers it; the second 03:00 as an instant is off the grid, as is a skipped time.
    const second = await ctx.api.post(path, { location_id: night_id, starts_at: '2026-10-25T01:00:00.000Z' }, admin);
    expect(second.body.error).toMatchObject({ field: 'starts_at', key: 'error.schedule.offGrid' });
    const booked = await ctx.api.post(path, { location_id: night_id, date: '2026-10-25', time: '03:00' }, admin);
    expect(booked.status).toBe(200);
    expect(booked.body.booking).toMatchObject({
      starts_at: '2026-10-25T00:00:00.000Z',
      date: '2026-10-25',
      time: '03:00',
    });
  });
});
