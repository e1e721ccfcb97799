import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../../test/engines.ts';
import { bearer, signInAs } from '../../../test/http.ts';
import { ifMatch } from '../../../test/staff-user.ts';
import { unbookedInspections } from '../../../test/unbooked-inspections.ts';

// Now is Thursday 2026-01-15 in Bucharest; Friday 16 and Monday 19 January are working days.
const FRIDAY_16 = '2026-01-16T08:00:00.000Z';
const MONDAY_19 = '2026-01-19T08:00:00.000Z';
const URL = '/api/config/appointment-locations/closed-days';

describe.each(TEST_ENGINES)('days every location is closed, on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;
  const locationIds = async () =>
    (await db().selectFrom('appointment_locations').select('id').execute()).map((r) => r.id);
  const openInspection = async () => (await unbookedInspections(db(), 1))[0]!;
  const militariId = async () =>
    (
      await db()
        .selectFrom('appointment_locations')
        .select('id')
        .where('name', '=', 'Centru constatări Militari')
        .executeTakeFirstOrThrow()
    ).id;
  const book = async (auth: Record<string, string>, id: string, location_id: string, starts_at: string) =>
    ctx.api.post(`/api/schedule/assignments/${id}/booking`, { location_id, starts_at }, auth);

  it('closes every location on the days set: none is offered, a booking is refused by its own message', async () => {
    const admin = await as('admin');
    const none = await ctx.api.get(URL, admin);
    expect(none.body).toEqual({ days: [], version: 0 });
    expect(none.headers.get('etag')).toBe('"0"');

    const set = await ctx.api.put(URL, { days: ['2026-01-16'] }, { ...admin, ...ifMatch(0) });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ days: ['2026-01-16'], version: 1 });

    for (const id of await locationIds()) {
      const slots = await ctx.api.get(`/api/schedule/slots?county=B&from=2026-01-16&days=1&location_id=${id}`, admin);
      for (const location of slots.body.locations as { days: unknown[] }[]) expect(location.days).toEqual([]);
    }
    const militari = await militariId();
    const refused = await book({ ...admin, 'Accept-Language': 'ro' }, await openInspection(), militari, FRIDAY_16);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      key: 'error.schedule.closedEverywhere',
      field: 'starts_at',
      message: 'Toate unitățile sunt închise în 16.01.2026; alegeți altă zi.',
    });
    // The change is in the organisation's log as a sentence.
    const log = await db()
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'like', '%closed-everywhere')
      .execute();
    expect(log).toEqual([{ action: 'appointment-location.closed-everywhere', target: '16.01.2026' }]);
  });

  it('refuses to close a day with an inspection booked, naming it, and a change made on a stale version', async () => {
    const admin = await as('admin');
    const militari = await militariId();
    expect((await book(admin, await openInspection(), militari, MONDAY_19)).status).toBe(200);
    const refused = await ctx.api.put(URL, { days: ['2026-01-19'] }, { ...admin, ...ifMatch(0) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'in_use',
      key: 'error.location.bookingsOnClosedEverywhere',
      field: 'days',
      message:
        'Inspections are booked on these days, the first on 19.01.2026. Move or cancel them from the agenda first.',
    });
    expect((await ctx.api.get(URL, admin)).body).toEqual({ days: [], version: 0 });

    expect((await ctx.api.put(URL, { days: ['2026-01-20'] }, { ...admin, ...ifMatch(0) })).status).toBe(200);
    const stale = await ctx.api.put(URL, { days: ['2026-01-21'] }, { ...admin, ...ifMatch(0) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'conflict' });
    expect((await ctx.api.get(URL, admin)).body).toEqual({ days: ['2026-01-20'], version: 1 });
  });

  it('names every day that is not one or is listed twice, and lets only those who configure locations in', async () => {
    const admin = await as('admin');
    const wrong = await ctx.api.put(
      URL,
      { days: ['2026-02-30', '2026-01-20', '2026-01-20'] },
      { ...admin, ...ifMatch(0) },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'days.0' }),
        expect.objectContaining({ field: 'days.2', key: 'error.location.closedDayListedTwice' }),
      ]),
    );
    const handler = await as('handler');
    expect((await ctx.api.get(URL, handler)).status).toBe(403);
    expect((await ctx.api.put(URL, { days: [] }, { ...handler, ...ifMatch(0) })).status).toBe(403);
  });
});
