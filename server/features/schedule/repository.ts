import type { Kysely, Selectable } from 'kysely';
import type { Booking } from '../../../contract/schedule.ts';
import { localParts } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';
import { withUserNames } from '../organisations/index.ts';
import { addTimelineEntry, NOBODY, timelineKeyText } from '../assignments/index.ts';
import { findCaseById } from '../tracker/index.ts';
import type { AppError } from '../../errors.ts';
import { staleVersion } from '../../http/version.ts';
import type { AppointmentBookingsTable } from './tables.ts';

export type BookingRow = Selectable<AppointmentBookingsTable>;

/** Who books: staff (with who acted), a guest link, or the policyholder through the tracker. */
export type Booker =
  | { kind: 'staff'; actorUserId: string; actingAsUserId: string | null }
  | { kind: 'guest' }
  | { kind: 'tracker' };
/** Who a timeline line or message names: a booker, or the system (the reminder job). */
export type Sender = Booker | { kind: 'system' };

const bookingColumns = [
  'b.id',
  'b.assignment_id',
  'b.location_id',
  'b.starts_at',
  'b.ends_at',
  'b.bay',
  'b.status',
  'b.contact',
  'b.booked_by_kind',
  'b.version',
  'l.name as location_name',
  'l.address as location_address',
  'l.county_code',
] as const;

/** The organisation of a verified tracker case, whose policyholder books through the tracker. */
export async function organisationOfCase(db: Kysely<Database>, caseId: string): Promise<string | undefined> {
  return (await findCaseById(db, caseId))?.organisation_id;
}

/** A booking as callers see it, or undefined. */
export async function bookingById(db: Kysely<Database>, id: string): Promise<Booking | undefined> {
  const row = await db
    .selectFrom('appointment_bookings as b')
    .innerJoin('appointment_locations as l', 'l.id', 'b.location_id')
    .select(bookingColumns)
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { booked_by_kind, ...rest } = row;
  return { ...rest, ...localParts(new Date(row.starts_at)), booked_by: booked_by_kind };
}

/** The assignment's active booking row, if it has one. */
export async function activeBookingRow(db: Kysely<Database>, assignmentId: string): Promise<BookingRow | undefined> {
  return db
    .selectFrom('appointment_bookings')
    .selectAll()
    .where('assignment_id', '=', assignmentId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
}

export async function activeBooking(db: Kysely<Database>, assignmentId: string): Promise<Booking | null> {
  const row = await activeBookingRow(db, assignmentId);
  return row ? ((await bookingById(db, row.id)) ?? null) : null;
}

/** 409 `conflict` with the booking as it is now (or none, when it was cancelled meanwhile). */
export async function staleBooking(db: Kysely<Database>, id: string): Promise<AppError> {
  const current = await bookingById(db, id);
  const found = await db
    .selectFrom('appointment_bookings')
    .select(['booked_by_user_id', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  const [row] = found ? await withUserNames(db, [found], { changed_by: 'booked_by_user_id' }) : [];
  return staleVersion(current ?? null, current?.version ?? 0, {
    changed_by: row?.changed_by ?? null,
    changed_at: row?.updated_at ?? null,
  });
}

/** Who the timeline names for a booking's step: the staff member, or nobody for the policyholder or the system. */
export const whoOf = (booker: Sender) =>
  booker.kind === 'staff' ? { actor_user_id: booker.actorUserId, acting_as_user_id: booker.actingAsUserId } : NOBODY;

/** A line on the assignment's timeline (booked, moved, cancelled, or the message sent), marking it updated. */
export async function bookingTimeline(
  db: Kysely<Database>,
  assignmentId: string,
  booker: Sender,
  now: Date,
  entry: { kind: 'note' | 'email' | 'sms'; text: string; outbox_id?: string | null },
): Promise<void> {
  await addTimelineEntry(db, now, { assignmentId, who: whoOf(booker), ...entry });
}

type BookingStep = 'Booked' | 'Moved' | 'Cancelled';

/** A booked, moved or cancelled line, kept as a key and the place so each reader gets their own language. */
export const bookingLine = (step: BookingStep, place: { date: string; time: string; location: string }): string =>
  timelineKeyText(`timeline.words.inspection${step}`, place);

/** A unique index refused the row: the place (or the assignment's one active booking) is taken. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}

/**
 * Whether a bay is held over part of [startsAt, endsAt) by an active booking that starts at another
 * time (one made under an earlier slot length). Equal starts are the unique index's to refuse.
 */
export async function bayHeldByOverlap(
  db: Kysely<Database>,
  place: { locationId: string; bay: number; startsAt: string; endsAt: string; except?: string },
): Promise<boolean> {
  let held = db
    .selectFrom('appointment_bookings')
    .select('id')
    .where('location_id', '=', place.locationId)
    .where('bay', '=', place.bay)
    .where('status', '=', 'booked')
    .where('starts_at', '<', place.endsAt)
    .where('ends_at', '>', place.startsAt)
    .where('starts_at', '<>', place.startsAt);
  if (place.except) held = held.where('id', '<>', place.except);
  return (await held.executeTakeFirst()) !== undefined;
}
