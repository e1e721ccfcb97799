import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';
import { createCaseTokens } from '../tracker/index.ts';

// Now is Thursday 2026-01-15, 11:00 in Bucharest; Friday 16th 10:00 there is 08:00 UTC.
const FRIDAY_10 = '2026-01-16T08:00:00.000Z';
const FRIDAY_11 = '2026-01-16T09:00:00.000Z';

describe.each(TEST_ENGINES)('own bookings of guests and tracker visitors on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const militari = async () =>
    (
      await db()
        .selectFrom('appointment_locations')
        .select('id')
        .where('name', '=', 'Centru constatări Militari')
        .executeTakeFirstOrThrow()
    ).id;
  const assignment = (no: string) =>
    db()
      .selectFrom('assignments')
      .select(['id', 'guest_key', 'assignment_type'])
      .where('assignment_no', '=', no)
      .executeTakeFirstOrThrow();
  const guestOf = async (no: string) => {
    const row = await assignment(no);
    const exchanged = await ctx.api.post('/api/guest/exchange', {
      assignment_type: row.assignment_type,
      assignment_key: row.guest_key,
    });
    return bearer(exchanged.body.idToken as string);
  };
  const visitorOf = async (caseNo: string) => {
    const row = await db()
      .selectFrom('tracker_cases')
      .select('id')
      .where('case_no', '=', caseNo)
      .executeTakeFirstOrThrow();
    const tokens = createCaseTokens({ secret: ctx.t.config.tokenSecret, clock: ctx.t.clock });
    return bearer((await tokens.sign(row.id)).token);
  };
  /** Another open inspection of the demo organisation, not DEMO000123's. */
  const otherInspection = async () =>
    db()
      .selectFrom('assignments')
      .select(['id', 'assignment_no'])
      .where('assignment_type', '=', 'vehicle_inspection')
      .where('is_final', '=', 0)
      .where('assignment_no', 'not like', 'DEMO000123%')
      .where('id', 'not in', db().selectFrom('appointment_bookings').select('assignment_id'))
      .orderBy('assignment_no')
      .executeTakeFirstOrThrow();
  const path = (id: string) => `/api/schedule/own/${id}/booking`;
  const outboxTo = (recipient: string) =>
    db().selectFrom('outbox').select(['recipient', 'body']).where('recipient', '=', recipient).execute();

  it("gives the booking as a calendar entry, the booking's own event, to its own caller only", async () => {
    const inspection = await assignment('DEMO000123-2');
    const guest = await guestOf('DEMO000123-2');
    const calendar = `${path(inspection.id)}/calendar`;
    const none = await ctx.api.get(calendar, guest);
    expect(none.status).toBe(404);
    expect(none.body.error.key).toBe('error.schedule.noBooking');
    const booked = await ctx.api.post(
      path(inspection.id),
      { location_id: await militari(), starts_at: FRIDAY_10 },
      guest,
    );
    expect(booked.status).toBe(200);
    const entry = await ctx.api.get(calendar, guest);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(entry.headers.get('Content-Disposition')).toBe('attachment; filename="inspection-DEMO000123-2.ics"');
    const text = entry.body as string;
    expect(text).toContain(`UID:${booked.body.booking.id}@claims`);
    expect(text).toContain('DTSTART:20260116T080000Z');
    expect(text).toContain('SUMMARY:Constatare auto DEMO000123-2');
    expect(text).toMatch(/LOCATION:Centru constatări Militari\\, /);
    // Another assignment's booking is not found; no token is no entry.
    const other = await otherInspection();
    expect((await ctx.api.get(`${path(other.id)}/calendar`, guest)).status).toBe(404);
    expect((await ctx.api.get(calendar)).status).toBe(401);
  });

  it('lets a guest book its own assignment only, the message going to the contact on record', async () => {
    const inspection = await assignment('DEMO000123-2');
    const guest = await guestOf('DEMO000123-2');
    const place = await militari();
    const own = await ctx.api.get('/api/schedule/own', guest);
    expect(own.body).toMatchObject({ assignment: { id: inspection.id, assignment_no: 'DEMO000123-2' }, waiting: true });
    const booked = await ctx.api.post(
      path(inspection.id),
      { location_id: place, starts_at: FRIDAY_10, contact: 'attacker@example.test' },
      guest,
    );
    expect(booked.status).toBe(200);
    expect(booked.headers.get('ETag')).toBe('"1"');
    expect(booked.body.booking).toMatchObject({ time: '10:00', booked_by: 'guest' });
    expect(booked.body.booking.contact).not.toBe('attacker@example.test');
    expect(await outboxTo('attacker@example.test')).toEqual([]);
    const claimFile = await db()
      .selectFrom('claim_files')
      .select('contact')
      .where('claim_file_no', '=', 'DEMO000123')
      .executeTakeFirstOrThrow();
    expect(booked.body.booking.contact).toBe(claimFile.contact);
    // Another assignment, of the same organisation or not, is not found: read, book, move, cancel.
    const other = await otherInspection();
    expect((await ctx.api.get(path(other.id), guest)).status).toBe(404);
    expect((await ctx.api.post(path(other.id), { location_id: place, starts_at: FRIDAY_11 }, guest)).status).toBe(404);
    expect(
      (await ctx.api.put(path(other.id), { location_id: place, starts_at: FRIDAY_11 }, { ...guest, ...ifMatch(1) }))
        .status,
    ).toBe(404);
    expect((await ctx.api.delete(path(other.id), { ...guest, ...ifMatch(1) })).status).toBe(404);
    expect(
      await db().selectFrom('appointment_bookings').select('id').where('assignment_id', '=', other.id).execute(),
    ).toEqual([]);
    // The booking shows on the guest's own answer.
    expect((await ctx.api.get('/api/schedule/own', guest)).body).toMatchObject({
      waiting: false,
      booking: { time: '10:00' },
    });
  });

  it('lets a verified tracker visitor book, move and cancel on its own case only, on the version seen', async () => {
    const visitor = await visitorOf('DEMO000123');
    const inspection = await assignment('DEMO000123-2');
    const place = await militari();
    const own = await ctx.api.get('/api/schedule/own', visitor);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      assignment: { id: inspection.id, assignment_no: 'DEMO000123-2', assignment_type: 'vehicle_inspection' },
      waiting: true,
      booking: null,
    });
    const body = { location_id: place, starts_at: FRIDAY_10, contact: '+40 700 000 999' };
    const booked = await ctx.api.post(path(inspection.id), body, visitor);
    expect(booked.status).toBe(200);
    expect(booked.body.booking).toMatchObject({ booked_by: 'tracker', contact: 'client@example.test', version: 1 });
    expect(await outboxTo('+40700000999')).toEqual([]);
    expect((await outboxTo('client@example.test')).some((m) => m.body.includes('16.01.2026 10:00'))).toBe(true);
    const read = await ctx.api.get(path(inspection.id), visitor);
    expect(read.headers.get('ETag')).toBe('"1"');
    expect((await ctx.api.get('/api/schedule/own', visitor)).body).toMatchObject({
      waiting: false,
      booking: { version: 1 },
    });
    // Move on the version seen; a stale one is 409 with the booking as it is.
    const later = { location_id: place, starts_at: FRIDAY_11 };
    expect((await ctx.api.put(path(inspection.id), later, visitor)).status).toBe(428);
    const moved = await ctx.api.put(path(inspection.id), later, { ...visitor, ...ifMatch(1) });
    expect(moved.body.booking).toMatchObject({ time: '11:00', version: 2 });
    const stale = await ctx.api.delete(path(inspection.id), { ...visitor, ...ifMatch(1) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'conflict' }, current: { time: '11:00', version: 2 } });
    expect((await ctx.api.delete(path(inspection.id), { ...visitor, ...ifMatch(2) })).status).toBe(200);
    expect((await ctx.api.get('/api/schedule/own', visitor)).body).toMatchObject({ waiting: true, booking: null });
    const timeline = await db()
      .selectFrom('timeline_entries')
      .select('text')
      .where('assignment_id', '=', inspection.id)
      .where('text', 'like', 'words:{"key":"timeline.words.inspection%')
      .orderBy('id')
      .execute();
    expect(timeline).toHaveLength(3);
    // Another case's inspection, and the case's other assignments, are not found.
    const other = await otherInspection();
    expect((await ctx.api.post(path(other.id), later, visitor)).status).toBe(404);
    const notice = await assignment('DEMO000123-1');
    expect((await ctx.api.post(path(notice.id), later, visitor)).status).toBe(404);
    // A case without an open inspection waits for none.
    expect((await ctx.api.get('/api/schedule/own', await visitorOf('DEMO000456'))).body).toEqual({
      assignment: null,
      waiting: false,
      booking: null,
    });
  });

  it('answers 401 without a token, with a staff-less or forged one', async () => {
    const inspection = await assignment('DEMO000123-2');
    expect((await ctx.api.get('/api/schedule/own')).status).toBe(401);
    expect((await ctx.api.get(path(inspection.id))).status).toBe(401);
    const forged = bearer('not.a.token');
    expect((await ctx.api.get('/api/schedule/own', forged)).status).toBe(401);
    const refused = await ctx.api.post(
      path(inspection.id),
      { location_id: await militari(), starts_at: FRIDAY_10 },
      forged,
    );
    expect(refused.status).toBe(401);
    expect(refused.body.error.key).toBe('error.schedule.ownCallerOnly');
  });
});
