import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { localParts } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { followCancelled } from './booking-status.ts';
import { sendBookingMessage } from './messages.ts';
import type { BookingCall } from './place-booking.ts';
import { activeBookingRow, bookingById, bookingLine, bookingTimeline, staleBooking } from './repository.ts';

/** Cancels the assignment's booking on the version the caller saw, frees its place and says so. */
export async function cancelBooking(db: Kysely<Database>, call: BookingCall, expected: number): Promise<void> {
  const before = await activeBookingRow(db, call.assignment.id);
  if (!before) throw new AppError('not_found', 'error.schedule.noBooking');
  const booking = (await bookingById(db, before.id))!;
  const cancelled = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('appointment_bookings')
      .set({ status: 'cancelled', version: sql<number>`version + 1`, updated_at: call.now.toISOString() })
      .where('id', '=', before.id)
      .where('version', '=', expected)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    const place = { ...localParts(new Date(before.starts_at)), location: booking.location_name };
    await bookingTimeline(trx, call.assignment.id, call.booker, call.now, {
      kind: 'note',
      text: bookingLine('Cancelled', place),
    });
    await followCancelled(trx, call.assignment, call.booker, call.now);
    await sendBookingMessage(trx, {
      booking: {
        ...booking,
        organisation_id: call.assignment.organisation_id,
        assignment_no: call.assignment.assignment_no,
        version: expected + 1,
      },
      kind: 'cancellation',
      contact: before.contact,
      booker: call.booker,
      now: call.now,
    });
    return true;
  });
  if (!cancelled) throw await staleBooking(db, before.id);
}
