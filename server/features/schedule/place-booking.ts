import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { BOOKABLE_TYPES, type Booking, type BookingRequest } from '../../../contract/schedule.ts';
import { localToInstant } from '../../../contract/slot-time.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { claimFileOf, type AssignmentRow } from '../assignments/index.ts';
import { followBooked } from './booking-status.ts';
import { checkSlot } from './grid.ts';
import { scheduleLocationOf } from './locations.ts';
import { channelOf, sendBookingMessage } from './messages.ts';
import {
  activeBookingRow,
  bayHeldByOverlap,
  bookingById,
  bookingLine,
  bookingTimeline,
  isUniqueViolation,
  staleBooking,
  type Booker,
} from './repository.ts';

/**
 * Booking operations take an assignment the caller may book for (staff of its organisation, its
 * guest link, or the policyholder of its verified tracker case: each route checks its own) and
 * who books. Everything else (the slot, the place, the messages) is decided here, the same for all.
 */
export interface BookingCall {
  assignment: AssignmentRow;
  booker: Booker;
  now: Date;
}

export function assertBookable(assignment: AssignmentRow): void {
  if (!(BOOKABLE_TYPES as readonly string[]).includes(assignment.assignment_type))
    throw new AppError('validation_failed', 'error.schedule.notBookable');
  if (assignment.is_final === 1) throw new AppError('validation_failed', 'error.schedule.assignmentClosed');
}

const slotFull = () => new AppError('slot_full', 'error.schedule.slotFull', { field: 'starts_at' });
const alreadyBooked = () => new AppError('already_booked', 'error.schedule.alreadyBooked');
class Stale extends Error {}

/**
 * Tries the place in each bay in turn, each try one transaction: the unique index over (location,
 * start, bay) of active bookings refuses a taken bay, on either engine, so two callers never hold
 * one place. True when a try succeeded.
 */
async function overBays(
  db: Kysely<Database>,
  bays: number,
  attempt: (trx: Transaction<Database>, bay: number) => Promise<boolean>,
): Promise<boolean> {
  for (let bay = 1; bay <= bays; bay++) {
    try {
      if (await db.transaction().execute((trx) => attempt(trx, bay))) return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return false;
}

/** The instant asked for: a local day and time worked out in Romanian time, or the instant itself. */
function startOf(input: BookingRequest): Date {
  const refuse = () => new AppError('validation_failed', 'error.schedule.startsAt', { field: 'starts_at' });
  if (input.date !== undefined && input.time !== undefined) {
    const at = localToInstant(input.date, input.time);
    if (!at) throw refuse();
    return at;
  }
  if (input.starts_at === undefined) throw refuse();
  return new Date(input.starts_at);
}

async function checkedPlace(db: Kysely<Database>, call: BookingCall, input: BookingRequest) {
  assertBookable(call.assignment);
  const location = await scheduleLocationOf(db, call.assignment.organisation_id, input.location_id);
  if (!location.active) throw new AppError('not_found', 'error.schedule.unknownLocation', { field: 'location_id' });
  const startsAt = startOf(input);
  const local = checkSlot(location, startsAt, call.now);
  if (input.contact && !channelOf(input.contact))
    throw new AppError('validation_failed', 'error.schedule.contact', { field: 'contact' });
  const endsAt = new Date(startsAt.getTime() + location.slot_minutes * 60_000);
  return { location, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), local };
}

const spanOf = (place: Awaited<ReturnType<typeof checkedPlace>>, bay: number) => ({
  locationId: place.location.id,
  bay,
  startsAt: place.startsAt,
  endsAt: place.endsAt,
});

const facts = (call: BookingCall, id: string, version: number, place: Awaited<ReturnType<typeof checkedPlace>>) => ({
  id,
  organisation_id: call.assignment.organisation_id,
  assignment_id: call.assignment.id,
  assignment_no: call.assignment.assignment_no,
  version,
  starts_at: place.startsAt,
  ends_at: place.endsAt,
  ...place.local,
  location_name: place.location.name,
  location_address: place.location.address,
});

const placeOf = (place: Awaited<ReturnType<typeof checkedPlace>>) => ({
  ...place.local,
  location: place.location.name,
});

/** Books an inspection for an assignment that has none; 409 `slot_full` when every bay of the slot is taken. */
export async function bookInspection(db: Kysely<Database>, call: BookingCall, input: BookingRequest): Promise<Booking> {
  const place = await checkedPlace(db, call, input);
  if (await activeBookingRow(db, call.assignment.id)) throw alreadyBooked();
  const contact =
    input.contact === undefined ? ((await claimFileOf(db, call.assignment)).contact ?? null) : input.contact || null;
  const id = randomUUID();
  const at = call.now.toISOString();
  const placed = await overBays(db, place.location.bays, async (trx, bay) => {
    if (await bayHeldByOverlap(trx, spanOf(place, bay))) return false;
    const inserted = await trx
      .insertInto('appointment_bookings')
      .values({
        id,
        organisation_id: call.assignment.organisation_id,
        assignment_id: call.assignment.id,
        location_id: place.location.id,
        starts_at: place.startsAt,
        ends_at: place.endsAt,
        bay,
        status: 'booked',
        contact,
        booked_by_kind: call.booker.kind,
        booked_by_user_id: call.booker.kind === 'staff' ? call.booker.actorUserId : null,
        reminder_outbox_id: null,
        created_at: at,
        updated_at: at,
        version: 1,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    const text = bookingLine('Booked', placeOf(place));
    await bookingTimeline(trx, call.assignment.id, call.booker, call.now, { kind: 'note', text });
    await followBooked(trx, call.assignment, call.booker, call.now);
    await sendBookingMessage(trx, {
      booking: facts(call, id, 1, place),
      kind: 'confirmation',
      contact,
      booker: call.booker,
      now: call.now,
    });
    return true;
  });
  // The one active booking an assignment may have was made meanwhile by someone else.
  if (!placed) throw (await activeBookingRow(db, call.assignment.id)) ? alreadyBooked() : slotFull();
  return (await bookingById(db, id))!;
}

/** Moves the assignment's booking to another place, on the version the caller saw. */
export async function moveBooking(
  db: Kysely<Database>,
  call: BookingCall,
  input: BookingRequest,
  expected: number,
): Promise<Booking> {
  const place = await checkedPlace(db, call, input);
  const before = await activeBookingRow(db, call.assignment.id);
  if (!before) throw new AppError('not_found', 'error.schedule.noBooking');
  // Moving onto the place already held would only send a second, identical confirmation.
  if (before.location_id === place.location.id && before.starts_at === place.startsAt)
    throw new AppError('validation_failed', 'error.schedule.sameSlot', { field: 'starts_at' });
  const contact = input.contact === undefined ? before.contact : input.contact || null;
  const at = call.now.toISOString();
  try {
    const placed = await overBays(db, place.location.bays, async (trx, bay) => {
      if (await bayHeldByOverlap(trx, { ...spanOf(place, bay), except: before.id })) return false;
      const moved = await trx
        .updateTable('appointment_bookings')
        .set({
          location_id: place.location.id,
          starts_at: place.startsAt,
          ends_at: place.endsAt,
          bay,
          contact,
          // A new day needs its own reminder.
          reminder_outbox_id: null,
          version: sql<number>`version + 1`,
          updated_at: at,
        })
        .where('id', '=', before.id)
        .where('version', '=', expected)
        .where('status', '=', 'booked')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new Stale();
      const text = bookingLine('Moved', placeOf(place));
      await bookingTimeline(trx, call.assignment.id, call.booker, call.now, { kind: 'note', text });
      await sendBookingMessage(trx, {
        booking: facts(call, before.id, expected + 1, place),
        kind: 'confirmation',
        contact,
        booker: call.booker,
        now: call.now,
      });
      return true;
    });
    if (!placed) throw slotFull();
  } catch (error) {
    if (error instanceof Stale) throw await staleBooking(db, before.id);
    throw error;
  }
  return (await bookingById(db, before.id))!;
}
