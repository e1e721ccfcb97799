import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { startSmtp, stopSmtp } from '../../test/smtp.ts';
import { ifMatch } from '../../test/staff-user.ts';
import { createOutboxDispatcher, smtpTransport } from '../outbox/index.ts';
import { createReminders } from './reminders.ts';

// Now is Thursday 2026-01-15, 11:00 in Bucharest (09:00 UTC); Friday 16th 10:00 there is 08:00 UTC.
const FRIDAY_10 = '2026-01-16T08:00:00.000Z';

describe.each(TEST_ENGINES)('bookings on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;
  const location = async (name: string) =>
    (await db().selectFrom('appointment_locations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  /** Open inspections of the demo organisation without a booking, by number. */
  const inspections = async (n: number) =>
    (
      await db()
        .selectFrom('assignments as a')
        .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
        .select(['a.id', 'a.assignment_no'])
        .where('o.code', '=', 'DEMO')
        .where('a.assignment_type', '=', 'vehicle_inspection')
        .where('a.is_final', '=', 0)
        .where('a.id', 'not in', db().selectFrom('appointment_bookings').select('assignment_id'))
        .orderBy('a.assignment_no')
        .limit(n)
        .execute()
    ).map((a) => a.id);
  const path = (id: string) => `/api/schedule/assignments/${id}/booking`;

  it('gives the last place of a slot to exactly one of two parallel bookings, the other a clear 409', async () => {
    const admin = await as('admin');
    const cluj = await location('Centru constatări Cluj');
    const [a, b] = await inspections(2);
    const answers = await Promise.all(
      [a!, b!].map((id) => ctx.api.post(path(id), { location_id: cluj, starts_at: FRIDAY_10 }, admin)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.error).toMatchObject({
      code: 'slot_full',
      field: 'starts_at',
      message: 'Someone has just booked the last place in that slot. Choose another slot.',
    });
    // Two bays at Militari: three at once give two places.
    const militari = await location('Centru constatări Militari');
    const three = await inspections(3);
    const statuses = await Promise.all(
      three.map((id) => ctx.api.post(path(id), { location_id: militari, starts_at: FRIDAY_10 }, admin)),
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    const bays = await db()
      .selectFrom('appointment_bookings')
      .select('bay')
      .where('location_id', '=', militari)
      .where('starts_at', '=', FRIDAY_10)
      .orderBy('bay')
      .execute();
    expect(bays.map((r) => r.bay)).toEqual([1, 2]);
  });

  it('counts a booking made under a longer slot against every slot it overlaps', async () => {
    const admin = await as('admin');
    const militari = await location('Centru constatări Militari');
    const [held, first, second] = await inspections(3);
    const organisation = await db()
      .selectFrom('assignments')
      .select('organisation_id')
      .where('id', '=', held!)
      .executeTakeFirstOrThrow();
    // Booked when Militari had hour slots: 10:00 to 11:00 on Friday, in bay 1.
    await db()
      .insertInto('appointment_bookings')
      .values({
        id: randomUUID(),
        organisation_id: organisation.organisation_id,
        assignment_id: held!,
        location_id: militari,
        starts_at: FRIDAY_10,
        ends_at: '2026-01-16T09:00:00.000Z',
        bay: 1,
        status: 'booked',
        contact: null,
        booked_by_kind: 'staff',
        booked_by_user_id: null,
        reminder_outbox_id: null,
        created_at: '2026-01-10T09:00:00.000Z',
        updated_at: '2026-01-10T09:00:00.000Z',
        version: 1,
      })
      .execute();
    const slots = await ctx.api.get(
      `/api/schedule/slots?county=B&from=2026-01-16&days=1&location_id=${militari}`,
      admin,
    );
    const friday = slots.body.locations[0].days[0] as { times: string[]; free: number[] };
    const freeAt = (time: string) => friday.free[friday.times.indexOf(time)];
    expect([freeAt('09:30'), freeAt('10:00'), freeAt('10:30'), freeAt('11:00')]).toEqual([2, 1, 1, 2]);
    // 10:30 starts at another time than the held hour, so only the index cannot see it: one place.
    const half = { location_id: militari, date: '2026-01-16', time: '10:30' };
    expect((await ctx.api.post(path(first!), half, admin)).status).toBe(200);
    const full = await ctx.api.post(path(second!), half, admin);
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: 'slot_full', field: 'starts_at' });
  });

  it('refuses slots in the past, outside hours, off the grid, on closed days, and unknown locations, by field', async () => {
    const admin = await as('admin');
    const [id] = await inspections(1);
    const militari = await location('Centru constatări Militari');
    const book = (body: object, headers: Record<string, string> = {}) =>
      ctx.api.post(path(id!), body, { ...admin, ...headers });
    const cases: [object, string, string][] = [
      [{ location_id: militari, starts_at: '2026-01-15T07:00:00.000Z' }, 'starts_at', 'error.schedule.slotInPast'],
      [{ location_id: militari, starts_at: '2026-01-16T16:00:00.000Z' }, 'starts_at', 'error.schedule.outsideHours'],
      // 90 days ahead is the last bookable day (15 April); Friday 17 April is beyond it.
      [{ location_id: militari, date: '2026-04-17', time: '10:00' }, 'starts_at', 'error.schedule.tooFarAhead'],
      [{ location_id: militari, starts_at: '2026-01-16T08:10:00.000Z' }, 'starts_at', 'error.schedule.offGrid'],
      [{ location_id: militari, starts_at: '2026-01-18T08:00:00.000Z' }, 'starts_at', 'error.schedule.outsideHours'],
      [{ location_id: 'nope', starts_at: FRIDAY_10 }, 'location_id', 'error.schedule.unknownLocation'],
      [{ location_id: militari, starts_at: FRIDAY_10, contact: 'not a contact' }, 'contact', 'error.schedule.contact'],
    ];
    for (const [body, field, key] of cases) {
      const res = await book(body);
      expect(res.body.error, key).toMatchObject({ field, key });
    }
    const ro = await book(
      { location_id: militari, starts_at: '2026-01-15T07:00:00.000Z' },
      { 'Accept-Language': 'ro' },
    );
    expect(ro.body.error.message).toBe('Intervalul a trecut deja; alegeți unul ulterior.');
    // The counts in the words that go with them: 15 minute, 30 de minute, 90 de zile.
    const cluj = await location('Centru constatări Cluj');
    await db().updateTable('appointment_locations').set({ slot_minutes: 15 }).where('id', '=', cluj).execute();
    const offGrid = async (location_id: string) =>
      (await book({ location_id, starts_at: '2026-01-16T08:10:00.000Z' }, { 'Accept-Language': 'ro' })).body.error
        .message;
    const every = (minutes: string) =>
      `Programările încep la fiecare ${minutes} de la deschidere; alegeți un interval din listă.`;
    expect([await offGrid(cluj), await offGrid(militari)]).toEqual([every('15 minute'), every('30 de minute')]);
    expect(
      (await book({ location_id: militari, date: '2026-04-17', time: '10:00' }, { 'Accept-Language': 'ro' })).body.error
        .message,
    ).toBe('Constatările se pot programa cu cel mult 90 de zile înainte; alegeți o zi mai apropiată.');
    // Another organisation's location is unknown here.
    const partner = await db()
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'PARTNER1')
      .executeTakeFirstOrThrow();
    const foreign = randomUUID();
    await db()
      .insertInto('appointment_locations')
      .values({
        id: foreign,
        organisation_id: partner.id,
        name: 'Partner yard',
        address: 'x',
        county_code: 'B',
        phone: '+40 21 000 0000',
        opening_hours: JSON.stringify([{ day: 5, opens: '08:00', closes: '18:00' }]),
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const other = await book({ location_id: foreign, starts_at: FRIDAY_10 });
    expect(other.status).toBe(404);
    expect(other.body.error).toMatchObject({ field: 'location_id', message: 'Choose a location from the list.' });
    // A closed day.
    await db()
      .updateTable('appointment_locations')
      .set({ closed_days: '["2026-01-16"]' })
      .where('id', '=', militari)
      .execute();
    expect((await book({ location_id: militari, starts_at: FRIDAY_10 })).body.error).toMatchObject({
      field: 'starts_at',
      message: 'The location is closed on 16.01.2026; choose another day.',
    });
    expect(
      await db().selectFrom('appointment_bookings').select('id').where('assignment_id', '=', id!).execute(),
    ).toEqual([]);
  });

  it('moves and cancels on the version seen, keeps one booking per assignment, hides other organisations', async () => {
    const admin = await as('admin');
    const [id] = await inspections(1);
    const militari = await location('Centru constatări Militari');
    expect((await ctx.api.get(path(id!), admin)).body).toEqual({ booking: null });
    const booked = await ctx.api.post(path(id!), { location_id: militari, starts_at: FRIDAY_10 }, admin);
    expect(booked.headers.get('ETag')).toBe('"1"');
    expect(booked.body.booking).toMatchObject({ date: '2026-01-16', time: '10:00', status: 'booked', version: 1 });
    const again = await ctx.api.post(
      path(id!),
      { location_id: militari, starts_at: '2026-01-16T09:00:00.000Z' },
      admin,
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_booked');
    const later = { location_id: militari, starts_at: '2026-01-16T09:00:00.000Z' };
    expect((await ctx.api.put(path(id!), later, admin)).status).toBe(428);
    const moved = await ctx.api.put(path(id!), later, { ...admin, ...ifMatch(1) });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ time: '11:00', version: 2 });
    // Onto the place it already holds: refused, so no second confirmation goes out.
    const same = await ctx.api.put(path(id!), later, { ...admin, ...ifMatch(2) });
    expect(same.status).toBe(400);
    expect(same.body.error).toMatchObject({ field: 'starts_at', key: 'error.schedule.sameSlot' });
    const stale = await ctx.api.delete(path(id!), { ...admin, ...ifMatch(1) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'conflict' }, current: { time: '11:00', version: 2 } });
    expect((await ctx.api.delete(path(id!), { ...admin, ...ifMatch(2) })).status).toBe(200);
    expect((await ctx.api.get(path(id!), admin)).body).toEqual({ booking: null });
    // The lines are kept as a key and the place: each reader gets them in their own language.
    const lines = async (language: string) =>
      (await ctx.api.get(`/api/assignments/${id}`, { ...admin, 'Accept-Language': language })).body.timeline
        .filter((t: { kind: string }) => t.kind === 'note')
        .map((t: { text: string }) => t.text)
        .reverse();
    expect(await lines('en')).toEqual([
      'Inspection booked: 16.01.2026 10:00, Centru constatări Militari',
      'Inspection moved: 16.01.2026 11:00, Centru constatări Militari',
      'Inspection cancelled: 16.01.2026 11:00, Centru constatări Militari',
    ]);
    expect(await lines('ro')).toEqual([
      'Constatare programată: 16.01.2026 10:00, Centru constatări Militari',
      'Constatare mutată: 16.01.2026 11:00, Centru constatări Militari',
      'Constatare anulată: 16.01.2026 11:00, Centru constatări Militari',
    ]);
    // The freed place can be booked again.
    expect((await ctx.api.post(path(id!), later, admin)).status).toBe(200);
    // Another organisation's assignment is not found, nor is ours to its staff.
    const foreign = await db()
      .selectFrom('assignments as a')
      .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
      .select('a.id')
      .where('o.code', '=', 'PARTNER1')
      .executeTakeFirstOrThrow();
    expect((await ctx.api.get(path(foreign.id), admin)).status).toBe(404);
    expect((await ctx.api.post(path(foreign.id), later, admin)).status).toBe(404);
    expect((await ctx.api.get(path(id!), await as('partner1.handler'))).status).toBe(404);
    // Only inspections and appointments take a booking.
    const note = await db()
      .selectFrom('assignments')
      .select('id')
      .where('assignment_no', '=', 'DEMO000123-1')
      .executeTakeFirstOrThrow();
    expect((await ctx.api.post(path(note.id), later, admin)).body.error.key).toBe('error.schedule.notBookable');
  });

  it('confirms by e-mail with a calendar file through SMTP, by SMS to a phone, and reminds once the day before', async () => {
    const admin = await as('admin');
    const [mail, phone] = await inspections(2);
    const militari = await location('Centru constatări Militari');
    const booked = await ctx.api.post(
      path(mail!),
      { location_id: militari, starts_at: FRIDAY_10, contact: 'ion@example.test' },
      admin,
    );
    expect(booked.status).toBe(200);
    await ctx.api.post(
      path(phone!),
      { location_id: militari, starts_at: FRIDAY_10, contact: '+40 722 000 111' },
      admin,
    );
    const sms = await db().selectFrom('outbox').selectAll().where('recipient', '=', '+40722000111').execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', attachment: null });
    expect(sms[0]!.body).toContain('16.01.2026 10:00');

    const smtp = await startSmtp();
    try {
      const outbox = createOutboxDispatcher({
        db: db(),
        clock: ctx.t.clock,
        transports: { email: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'claims@example.test'), sms: null },
      });
      await outbox.drain();
      const received = smtp.received.filter((m) => m.to === 'ion@example.test');
      expect(received).toHaveLength(1);
      const data = received[0]!.data.replace(/=\r\n/g, '');
      expect(data).toContain('Content-Type: text/calendar');
      const ics = Buffer.from(
        /constatare\.ics"?\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(data)?.[1]?.replace(/\r\n/g, '') ?? '',
        'base64',
      ).toString();
      const calendar = ics || data;
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).toContain(`UID:${booked.body.booking.id}@claims`);
      expect(calendar).toContain('DTSTART:20260116T080000Z');
      expect(calendar).toContain('DTEND:20260116T083000Z');
      expect(calendar).toContain('SUMMARY:Constatare auto');
      expect(calendar).toContain('LOCATION:Centru constatări Militari\\, Bd. Iuliu Maniu 102\\, București');

      // The reminder job, run twice, sends one reminder per booking of tomorrow.
      const reminders = createReminders({ db: db(), clock: ctx.t.clock });
      expect(await reminders.runOnce()).toBeGreaterThanOrEqual(2);
      expect(await reminders.runOnce()).toBe(0);
      const toIon = await db()
        .selectFrom('outbox')
        .select('subject')
        .where('recipient', '=', 'ion@example.test')
        .orderBy('created_at')
        .execute();
      expect(toIon.map((m) => m.subject.startsWith('Reamintire'))).toEqual([false, true]);
      await outbox.drain();
      expect(smtp.received.filter((m) => m.to === 'ion@example.test')).toHaveLength(2);

      // A cancellation says so, with a calendar file that cancels the same event.
      await ctx.api.delete(path(mail!), { ...admin, ...ifMatch(1) });
      const cancellation = await db()
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', 'ion@example.test')
        .where('subject', 'like', 'Programare anulată%')
        .executeTakeFirstOrThrow();
      expect(cancellation.attachment).toContain('METHOD:CANCEL');
      expect(cancellation.attachment).toContain(`UID:${booked.body.booking.id}@claims`);
      const lines = await db()
        .selectFrom('timeline_entries')
        .select(['kind', 'outbox_id'])
        .where('assignment_id', '=', mail!)
        .where('kind', '=', 'email')
        .execute();
      expect(lines).toHaveLength(3);
    } finally {
      await stopSmtp(smtp.server);
    }
  });
});
