import type { Kysely } from 'kysely';
import { addDays, businessDate, businessDayStart, localParts } from '../../../contract/business-time.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { claimFactsOfAssignments } from '../assignments/index.ts';
import { periodicPass, type PeriodicPass } from '../../workers/periodic-pass.ts';
import { channelOf, sendBookingMessage } from './messages.ts';

export const REMINDER_INTERVAL_MS = 15 * 60_000;
const SYSTEM = { kind: 'system' } as const;

/** A pass sends a reminder for each active booking of tomorrow that has none yet; answers how many. */
export type Reminders = PeriodicPass;

/** SMS is not sent at night, Romanian time: from 21:00 a text reminder waits until 08:00. */
const QUIET_FROM = '21:00';
const QUIET_UNTIL = '08:00';
export const isQuietHour = (now: Date): boolean => {
  const { time } = localParts(now);
  return time >= QUIET_FROM || time < QUIET_UNTIL;
};

/** A booking a pass plans to remind, as the pass read it (its version included). */
export type PlannedReminder = Awaited<ReturnType<typeof dueReminders>>[number];

/** The bookings of tomorrow (Romanian calendar) still booked and not yet reminded for that day. */
export async function dueReminders(db: Kysely<Database>, now: Date) {
  const day = addDays(businessDate(now), 1);
  const rows = await db
    .selectFrom('appointment_bookings as b')
    .innerJoin('appointment_locations as l', 'l.id', 'b.location_id')
    .select(['b.id', 'b.organisation_id', 'b.assignment_id', 'b.version', 'b.starts_at', 'b.ends_at', 'b.contact'])
    .select(['l.name as location_name', 'l.address as location_address'])
    .where('b.status', '=', 'booked')
    .where('b.reminder_outbox_id', 'is', null)
    .where((eb) => eb.or([eb('b.reminder_day', 'is', null), eb('b.reminder_day', '<>', day)]))
    .where('b.starts_at', '>=', businessDayStart(day))
    .where('b.starts_at', '<', businessDayStart(addDays(day, 1)))
    .execute();
  const facts = await claimFactsOfAssignments(
    db,
    rows.map((row) => row.assignment_id),
  );
  return rows.flatMap((row) => {
    const claim = facts.get(row.assignment_id);
    return claim ? [{ ...row, assignment_no: claim.assignment_no, day }] : [];
  });
}

/**
 * Sends one planned reminder, claimed by a conditional update: only while the booking is still
 * booked, on the version planned and not yet reminded for that day. A booking moved or cancelled
 * since is left alone (the next pass reads it afresh); a move within the same day clears the outbox
 * id but keeps the day, so it earns no second reminder. True when a message was sent.
 */
export async function remindOne(db: Kysely<Database>, booking: PlannedReminder, now: Date): Promise<boolean> {
  const { day, ...facts } = booking;
  return db.transaction().execute(async (trx) => {
    // Claimed first: a booking without a contact is marked too, so it is not looked at again.
    const claimed = await trx
      .updateTable('appointment_bookings')
      .set({ reminder_outbox_id: '', reminder_day: day })
      .where('id', '=', booking.id)
      .where('status', '=', 'booked')
      .where('version', '=', booking.version)
      .where('reminder_outbox_id', 'is', null)
      .where((eb) => eb.or([eb('reminder_day', 'is', null), eb('reminder_day', '<>', day)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const outboxId = await sendBookingMessage(trx, {
      booking: { ...facts, ...localParts(new Date(booking.starts_at)) },
      kind: 'reminder',
      contact: booking.contact,
      booker: SYSTEM,
      now,
    });
    if (outboxId)
      await trx
        .updateTable('appointment_bookings')
        .set({ reminder_outbox_id: outboxId })
        .where('id', '=', booking.id)
        .execute();
    return outboxId !== null;
  });
}

/**
 * The reminder job: the day before a booking, its contact is reminded, once for that day; a text
 * message waits out the night. Claims are conditional updates (remindOne), so a pass run twice or
 * on two instances at once sends one reminder per booking and day.
 */
export function createReminders(deps: { db: Kysely<Database>; clock: Clock }): Reminders {
  const pass = async (): Promise<number> => {
    const now = deps.clock.now();
    const quiet = isQuietHour(now);
    let sent = 0;
    for (const booking of await dueReminders(deps.db, now)) {
      // Left unclaimed at night, so the first pass from 08:00 sends it.
      if (quiet && channelOf(booking.contact) === 'sms') continue;
      if (await remindOne(deps.db, booking, now)) sent++;
    }
    return sent;
  };

  return periodicPass('Reminders', pass);
}
