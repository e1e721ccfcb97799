import type { Kysely } from 'kysely';
import type { AppointmentLocation, AppointmentLocationInput } from '../../../../contract/appointment-locations.ts';
import { localParts } from '../../../../contract/business-time.ts';
import type { FieldProblem } from '../../../../contract/problems.ts';
import { isoWeekday, minutesOf } from '../../../../contract/slot-time.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { daySlots } from '../grid.ts';

type Config = Pick<AppointmentLocationInput, 'active' | 'opening_hours' | 'slot_minutes' | 'bays' | 'closed_days'>;
type Field = 'active' | 'closed_days' | 'opening_hours' | 'slot_minutes' | 'bays';
interface FutureBooking {
  starts_at: string;
  ends_at: string;
}

// In the order a booking is blamed on: the first rule it breaks names the field.
const KEYS: Record<Field, `error.${string}`> = {
  active: 'error.location.bookingsOnInactive',
  closed_days: 'error.location.bookingsOnClosedDay',
  opening_hours: 'error.location.bookingsOutsideHours',
  slot_minutes: 'error.location.bookingsOffSlots',
  bays: 'error.location.bookingsOverBays',
};

const shown = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The active bookings of a location that start after now, earliest first. */
export async function futureBookings(db: Kysely<Database>, locationId: string, now: Date): Promise<FutureBooking[]> {
  return db
    .selectFrom('appointment_bookings')
    .select(['starts_at', 'ends_at'])
    .where('location_id', '=', locationId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now.toISOString())
    .orderBy('starts_at')
    .execute();
}

/** The rule of a location's grid a booking breaks, or null when it still has its place there (bays aside). */
function brokenRule(config: Config, booking: FutureBooking, slotChanged: boolean): Field | null {
  if (!config.active) return 'active';
  const start = new Date(booking.starts_at);
  const { date, time } = localParts(start);
  if (config.closed_days.includes(date)) return 'closed_days';
  const hours = config.opening_hours.find((h) => h.day === isoWeekday(date));
  const length = (Date.parse(booking.ends_at) - start.getTime()) / 60_000;
  if (!hours || minutesOf(time) < minutesOf(hours.opens) || minutesOf(time) + length > minutesOf(hours.closes))
    return 'opening_hours';
  if (!daySlots(config, date).some((slot) => slot.startsAt.getTime() === start.getTime()))
    return slotChanged ? 'slot_minutes' : 'opening_hours';
  return null;
}

/**
 * What a change of a location would do to its future bookings: per field, how many would lose
 * their place (a closed day, outside the hours, off the new slots, more at one time than bays) and
 * the first one's date. Only bookings that fit before the change count, so an old oddity never
 * blocks an unrelated edit.
 */
export function affectedBy(before: Config, after: Config, bookings: readonly FutureBooking[]): FieldProblem[] {
  const found = new Map<Field, { count: number; first: string }>();
  const note = (field: Field, startsAt: string, count = 1) => {
    const seen = found.get(field);
    if (seen) seen.count += count;
    else found.set(field, { count, first: localParts(new Date(startsAt)).date });
  };
  const slotChanged = before.slot_minutes !== after.slot_minutes;
  const atOnce = new Map<string, number>();
  for (const booking of bookings) {
    if (brokenRule(before, booking, false)) continue;
    const rule = brokenRule(after, booking, slotChanged);
    if (rule) note(rule, booking.starts_at);
    else atOnce.set(booking.starts_at, (atOnce.get(booking.starts_at) ?? 0) + 1);
  }
  for (const [startsAt, count] of [...atOnce].sort(([a], [b]) => a.localeCompare(b))) {
    const over = Math.max(0, count - after.bays) - Math.max(0, count - before.bays);
    if (over > 0) note('bays', startsAt, over);
  }
  return (Object.keys(KEYS) as Field[]).flatMap((field) => {
    const hit = found.get(field);
    return hit ? [{ field, key: KEYS[field], params: { count: hit.count, date: shown(hit.first) } }] : [];
  });
}

/** Refuses (409, each field at fault) a change that would leave future bookings without their place, unless confirmed. */
export async function assertBookingsKept(
  db: Kysely<Database>,
  options: { before: AppointmentLocation; after: Config; confirmed: boolean; now: Date },
): Promise<void> {
  if (options.confirmed) return;
  const bookings = await futureBookings(db, options.before.id, options.now);
  const problems = affectedBy(options.before, options.after, bookings);
  const [first] = problems;
  if (first) throw new AppError('in_use', first.key as `error.${string}`, { params: first.params ?? {}, problems });
}

/**
 * A location bookings name cannot be deleted (they keep where they were, and the calendar entries
 * sent point there): 409, with the future ones counted and the first one's date; mark it inactive.
 */
export async function assertNoBookings(db: Kysely<Database>, locationId: string, now: Date): Promise<void> {
  const future = await futureBookings(db, locationId, now);
  const first = future[0];
  if (first)
    throw new AppError('in_use', 'error.location.deleteWithBookings', {
      params: { count: future.length, date: shown(localParts(new Date(first.starts_at)).date) },
    });
  const any = await db
    .selectFrom('appointment_bookings')
    .select('id')
    .where('location_id', '=', locationId)
    .limit(1)
    .executeTakeFirst();
  if (any) throw new AppError('in_use', 'error.location.deleteWithHistory');
}
