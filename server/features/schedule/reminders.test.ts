import { describe, expect, it } from 'vitest';
import { unbookedInspections } from '../../test/unbooked-inspections.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';
import { createReminders, dueReminders, remindOne } from './reminders.ts';

// Now is Thursday 2026-01-15, 11:00 in Bucharest (09:00 UTC); times below are UTC (Bucharest is +2).
const FRIDAY_10 = '2026-01-16T08:00:00.000Z';
const FRIDAY_1030 = '2026-01-16T08:30:00.000Z';
const FRIDAY_12 = '2026-01-16T10:00:00.000Z';
const SATURDAY_10 = '2026-01-17T08:00:00.000Z';

describe.each(TEST_ENGINES)('booking reminders on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const path = (id: string) => `/api/schedule/assignments/${id}/booking`;
  let admin: Record<string, string>;
  let militari: string;

  /** Books n open inspections of the demo organisation at Militari, each with its contact. */
  const book = async (places: { starts_at: string; contact: string }[]) => {
    admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
    militari = (
      await db()
        .selectFrom('appointment_locations')
        .select('id')
        .where('name', '=', 'Centru constatări Militari')
        .executeTakeFirstOrThrow()
    ).id;
    const open = await unbookedInspections(db(), places.length);
    const ids: string[] = [];
    for (const [i, place] of places.entries()) {
      const id = open[i]!;
      const res = await ctx.api.post(path(id), { location_id: militari, ...place }, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(id);
    }
    return ids;
  };
  const move = async (id: string, starts_at: string, version: number) =>
    expect(
      (await ctx.api.put(path(id), { location_id: militari, starts_at }, { ...admin, ...ifMatch(version) })).status,
    ).toBe(200);
  /** The reminders in the outbox to one recipient, oldest first. */
  const remindersTo = async (recipient: string) =>
    (
      await db()
        .selectFrom('outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', recipient)
        .orderBy('created_at')
        .execute()
    ).filter((m) => m.body.startsWith('Vă așteptăm mâine'));

  it('claims a planned reminder only while its booking is still booked on the version planned', async () => {
    const [moved, cancelled] = await book([
      { starts_at: FRIDAY_10, contact: 'moved@example.test' },
      { starts_at: FRIDAY_1030, contact: 'cancelled@example.test' },
    ]);
    const now = ctx.t.clock.now();
    const planned = (await dueReminders(db(), now)).filter((b) => [moved, cancelled].includes(b.assignment_id));
    expect(planned).toHaveLength(2);
    // Between the pass's read and its claim, one booking moves and the other is cancelled.
    await move(moved!, FRIDAY_12, 1);
    expect((await ctx.api.delete(path(cancelled!), { ...admin, ...ifMatch(1) })).status).toBe(200);
    for (const booking of planned) expect(await remindOne(db(), booking, now)).toBe(false);
    expect(await remindersTo('moved@example.test')).toEqual([]);
    expect(await remindersTo('cancelled@example.test')).toEqual([]);
    // The next pass reads the moved booking afresh and reminds it of its new time; the cancelled one never.
    await createReminders({ db: db(), clock: ctx.t.clock }).runOnce();
    const sent = await remindersTo('moved@example.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('16.01.2026 12:00');
    expect(await remindersTo('cancelled@example.test')).toEqual([]);
  });

  it('sends no text message at night: it waits until 08:00, while e-mail goes at once', async () => {
    await book([
      { starts_at: '2026-01-17T08:30:00.000Z', contact: '+40722000333' },
      { starts_at: '2026-01-17T09:00:00.000Z', contact: 'night@example.test' },
    ]);
    const reminders = createReminders({ db: db(), clock: ctx.t.clock });
    // 00:30 on Friday in Bucharest: Saturday is tomorrow, and it is night.
    ctx.t.clock.set(new Date('2026-01-15T22:30:00.000Z'));
    await reminders.runOnce();
    expect(await remindersTo('night@example.test')).toHaveLength(1);
    expect(await remindersTo('+40722000333')).toEqual([]);
    ctx.t.clock.set(new Date('2026-01-16T05:59:00.000Z'));
    await reminders.runOnce();
    expect(await remindersTo('+40722000333')).toEqual([]);
    ctx.t.clock.set(new Date('2026-01-16T06:00:00.000Z'));
    await reminders.runOnce();
    await reminders.runOnce();
    expect(await remindersTo('+40722000333')).toHaveLength(1);
    // And from 21:00 it waits again.
    ctx.t.clock.set(new Date('2026-01-16T19:00:00.000Z'));
    const [late] = await book([{ starts_at: '2026-01-19T08:00:00.000Z', contact: '+40722000444' }]);
    expect(late).toBeDefined();
    ctx.t.clock.set(new Date('2026-01-17T22:10:00.000Z'));
    await reminders.runOnce();
    expect(await remindersTo('+40722000444')).toEqual([]);
    ctx.t.clock.set(new Date('2026-01-18T06:15:00.000Z'));
    await reminders.runOnce();
    expect(await remindersTo('+40722000444')).toHaveLength(1);
  });

  it('gives a booking moved within its day no second reminder, and one moved to another day a new one', async () => {
    const [id] = await book([{ starts_at: FRIDAY_10, contact: 'mover@example.test' }]);
    const reminders = createReminders({ db: db(), clock: ctx.t.clock });
    await reminders.runOnce();
    expect(await remindersTo('mover@example.test')).toHaveLength(1);
    await move(id!, FRIDAY_12, 1);
    await reminders.runOnce();
    expect(await remindersTo('mover@example.test')).toHaveLength(1);
    await move(id!, SATURDAY_10, 2);
    ctx.t.clock.set(new Date('2026-01-16T09:00:00.000Z'));
    await reminders.runOnce();
    const sent = await remindersTo('mover@example.test');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toContain('17.01.2026 10:00');
    await reminders.runOnce();
    expect(await remindersTo('mover@example.test')).toHaveLength(2);
  });
});
