import type { Kysely } from 'kysely';
import { BOOKABLE_TYPES } from '../../../contract/schedule.ts';
import type { CaseFacts } from '../../../contract/tracker-next.ts';
import type { Database } from '../../db/schema.ts';
import { openAssignmentsOfCase } from '../assignments/index.ts';

/**
 * A tracker visitor's inspection, as the booking panel offers it: of the case's open bookable
 * assignments, the one holding a booking, else the oldest; null when there is none.
 */
export async function inspectionOfCase(
  db: Kysely<Database>,
  trackerCase: { id: string; organisation_id: string },
): Promise<CaseFacts['inspection']> {
  const bookable = await openAssignmentsOfCase(db, trackerCase, BOOKABLE_TYPES);
  if (bookable.length === 0) return null;
  const bookings = await db
    .selectFrom('appointment_bookings')
    .select(['assignment_id', 'starts_at'])
    .where(
      'assignment_id',
      'in',
      bookable.map((assignment) => assignment.id),
    )
    .where('status', '=', 'booked')
    .execute();
  // In the assignments' order, as the panel offers them.
  const booked = bookable
    .map((assignment) => bookings.find((booking) => booking.assignment_id === assignment.id))
    .find((booking) => booking !== undefined);
  return { waiting: !booked, booking: booked ? { starts_at: booked.starts_at } : null };
}
