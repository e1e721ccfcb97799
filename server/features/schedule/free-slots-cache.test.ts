import { describe, expect, it } from 'vitest';
import { unbookedInspections } from '../../test/unbooked-inspections.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

// Now is Thursday 2026-01-15, 11:00 in Bucharest (09:00 UTC). Cluj is open 09-17 on weekdays in hour
// slots with one bay; Friday 16th 10:00 there is 08:00 UTC.
const FRIDAY_10 = '2026-01-16T08:00:00.000Z';
const SLOTS = '/api/schedule/slots?county=CJ&from=2026-01-15&days=3';

// Free slots are answered from memory while the locations and bookings they were computed from are
// unchanged: every change, whoever makes it, and the clock passing a slot must show at once.
describe.each(TEST_ENGINES)('free slots answered again on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  type Day = { date: string; times: string[] };
  const days = async (headers: Record<string, string>) =>
    ((await ctx.api.get(SLOTS, headers)).body.locations[0].days as Day[]).map((d) => `${d.date} ${d.times.join(',')}`);
  const friday = async (headers: Record<string, string>) =>
    (await days(headers)).find((d) => d.startsWith('2026-01-16'))!;

  it('shows a booking, a cancellation made behind its back, a closed day and the clock passing a slot', async () => {
    const admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
    const first = await days(admin);
    expect(await days(admin)).toEqual(first);
    expect(first[0]).toBe('2026-01-15 12:00,13:00,14:00,15:00,16:00');
    expect(await friday(admin)).toContain('10:00');

    const [inspection] = await unbookedInspections(db(), 1);
    const cluj = (
      await db()
        .selectFrom('appointment_locations')
        .select('id')
        .where('name', '=', 'Centru constatări Cluj')
        .executeTakeFirstOrThrow()
    ).id;
    const booked = await ctx.api.post(
      `/api/schedule/assignments/${inspection}/booking`,
      { location_id: cluj, starts_at: FRIDAY_10 },
      admin,
    );
    expect(booked.status).toBe(200);
    expect(await friday(admin)).not.toContain('10:00');

    // Another server process on the same database cancels it: this one sees the place free again.
    await db()
      .updateTable('appointment_bookings')
      .set((eb) => ({ status: 'cancelled', version: eb('version', '+', 1), updated_at: '2026-01-15T09:00:01.000Z' }))
      .where('assignment_id', '=', inspection!)
      .execute();
    expect(await friday(admin)).toContain('10:00');

    const location = (await ctx.api.get('/api/config/appointment-locations', admin)).body.find(
      (l: { id: string }) => l.id === cluj,
    );
    const { id: _, county_name: __, version, ...input } = location;
    const closed = await ctx.api.put(
      `/api/config/appointment-locations/${cluj}`,
      { ...input, closed_days: ['2026-01-16'] },
      { ...admin, ...ifMatch(version) },
    );
    expect(closed.status).toBe(200);
    expect(await friday(admin)).toBeUndefined();

    // 12:00 in Bucharest starts: it is no longer offered.
    ctx.t.clock.set(new Date('2026-01-15T10:00:00.000Z'));
    const later = bearer((await signInAs(ctx.api, 'admin')).idToken);
    expect((await days(later))[0]).toBe('2026-01-15 13:00,14:00,15:00,16:00');
    // A clock set back (as in tests) gets the answer for its own time, not a later one's.
    ctx.t.clock.set(new Date('2026-01-15T09:00:00.000Z'));
    expect((await days(later))[0]).toBe('2026-01-15 12:00,13:00,14:00,15:00,16:00');
  });
});
