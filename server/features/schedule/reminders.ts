import type { Kysely } from 'kysely';
import { addDays, businessDate, businessDayStart, localParts } from '../../../contract/business-time.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { sendBookingMessage } from './messages.ts';

export const REMINDER_INTERVAL_MS = 15 * 60_000;
const SYSTEM = { kind: 'system' } as const;

export interface Reminders {
  /** One pass: a reminder for each active booking of tomorrow that has none yet; answers how many. */
  runOnce(): Promise<number>;
  start(options?: { intervalMs?: number }): void;
  stop(): Promise<void>;
}

/**
 * The reminder job: the day before a booking, its contact is reminded, once. Each booking is
 * claimed by one conditional update (the reminder's outbox id where there is none), so a pass run
 * twice, or on two instances at once, sends one reminder per booking; moving a booking clears it.
 */
export function createReminders(deps: { db: Kysely<Database>; clock: Clock }): Reminders {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const pass = async (): Promise<number> => {
    const now = deps.clock.now();
    const tomorrow = addDays(businessDate(now), 1);
    const due = await deps.db
      .selectFrom('appointment_bookings as b')
      .innerJoin('appointment_locations as l', 'l.id', 'b.location_id')
      .innerJoin('assignments as a', 'a.id', 'b.assignment_id')
      .select(['b.id', 'b.assignment_id', 'b.version', 'b.starts_at', 'b.ends_at', 'b.contact', 'a.assignment_no'])
      .select(['l.name as location_name', 'l.address as location_address'])
      .where('b.status', '=', 'booked')
      .where('b.reminder_outbox_id', 'is', null)
      .where('b.starts_at', '>=', businessDayStart(tomorrow))
      .where('b.starts_at', '<', businessDayStart(addDays(tomorrow, 1)))
      .execute();
    let sent = 0;
    for (const booking of due) {
      const done = await deps.db.transaction().execute(async (trx) => {
        // Claimed first: a booking without a contact is marked too, so it is not looked at again.
        const claimed = await trx
          .updateTable('appointment_bookings')
          .set({ reminder_outbox_id: '' })
          .where('id', '=', booking.id)
          .where('reminder_outbox_id', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        const outboxId = await sendBookingMessage(trx, {
          booking: { ...booking, ...localParts(new Date(booking.starts_at)) },
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
      if (done) sent++;
    }
    return sent;
  };

  const runOnce = () => {
    if (running) return Promise.resolve(0);
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    runOnce,
    start({ intervalMs = REMINDER_INTERVAL_MS } = {}) {
      if (timer) return;
      timer = setInterval(
        () =>
          void runOnce().catch((error: unknown) =>
            console.error('Reminders failed:', error instanceof Error ? error.message : error),
          ),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
