import { describe, expect, it } from 'vitest';
import { unbookedInspections } from '../../test/unbooked-inspections.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

// Now is Thursday 2026-01-15, 11:00 in Bucharest; the booking is on Friday 16th.
describe.each(TEST_ENGINES)('the message of a moved booking on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;

  it('says "moved" by e-mail and SMS, and its calendar file updates the same event with a higher SEQUENCE', async () => {
    const admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
    const militari = (
      await db()
        .selectFrom('appointment_locations')
        .select('id')
        .where('name', '=', 'Centru constatări Militari')
        .executeTakeFirstOrThrow()
    ).id;
    const [mail, phone] = await unbookedInspections(db(), 2);
    const path = (id: string) => `/api/schedule/assignments/${id}/booking`;
    const at = (time: string) => ({ location_id: militari, date: '2026-01-16', time });
    const booked = await ctx.api.post(path(mail!), { ...at('10:00'), contact: 'ion@example.test' }, admin);
    expect(booked.status).toBe(200);
    expect((await ctx.api.post(path(phone!), { ...at('10:00'), contact: '+40 722 000 222' }, admin)).status).toBe(200);
    expect((await ctx.api.put(path(mail!), at('11:00'), { ...admin, ...ifMatch(1) })).status).toBe(200);
    expect((await ctx.api.put(path(phone!), at('11:30'), { ...admin, ...ifMatch(1) })).status).toBe(200);

    const mails = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'ion@example.test')
      .orderBy('created_at')
      .execute();
    expect(mails.map((m) => m.subject.split(' / ')[0])).toEqual(['Programare constatare', 'Programare mutată']);
    const [first, moved] = mails;
    expect(moved!.body).toContain('a fost mutată: 16.01.2026 11:00');
    expect(moved!.body).toContain('is moved: 16.01.2026 11:00');
    expect(moved!.body).not.toContain('booked');
    expect(first!.attachment).toContain(`UID:${booked.body.booking.id}@claims`);
    expect(first!.attachment).toContain('SEQUENCE:1\r\n');
    expect(moved!.attachment).toContain(`UID:${booked.body.booking.id}@claims`);
    expect(moved!.attachment).toContain('SEQUENCE:2\r\n');
    expect(moved!.attachment).toContain('DTSTART:20260116T090000Z');

    const sms = await db()
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', '+40722000222')
      .orderBy('created_at')
      .execute();
    expect(sms.map((m) => m.body.includes('a fost mutată'))).toEqual([false, true]);
  });
});
