import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AssignmentRow, followRecordStep } from '../assignments/index.ts';
import { type Sender, whoOf } from './repository.ts';

/**
 * The status a booked assignment stands in, per bookable type, and the one a cancelled booking
 * takes it back to. The moves follow the organisation's transitions like a change by hand, so an
 * organisation that renamed its statuses keeps its own; a status moved on by hand (inspected,
 * done) is never taken back by a cancellation.
 */
const BOOKED_STATUS: Record<string, string> = { vehicle_inspection: 'scheduled', appointment: 'confirmed' };
const UNBOOKED_STATUS = 'new';

/** Runs in the booking's transaction, so the booking and the status move together or not at all. */
export async function followBooked(trx: Kysely<Database>, assignment: AssignmentRow, booker: Sender, now: Date) {
  const booked = BOOKED_STATUS[assignment.assignment_type];
  if (booked) await followRecordStep(trx, whoOf(booker), assignment.id, booked, now, UNBOOKED_STATUS);
}

export async function followCancelled(trx: Kysely<Database>, assignment: AssignmentRow, booker: Sender, now: Date) {
  const booked = BOOKED_STATUS[assignment.assignment_type];
  if (booked) await followRecordStep(trx, whoOf(booker), assignment.id, UNBOOKED_STATUS, now, booked);
}
