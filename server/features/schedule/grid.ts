import type { OpeningHours } from '../../../contract/appointment-locations.ts';
import { addDays, localParts } from '../../../contract/business-time.ts';
import { BOOKING_HORIZON_DAYS } from '../../../contract/schedule.ts';
import { isoWeekday, localToInstant, minutesOf, timeOf } from '../../../contract/slot-time.ts';
import { setBounded } from '../../../contract/bounded-cache.ts';
import { AppError } from '../../errors.ts';
import { isRomanianPublicHoliday } from '../../calendar/romanian-working-days.ts';

/** What the slot grid of a location is made of. */
export interface GridLocation {
  opening_hours: OpeningHours;
  slot_minutes: number;
  closed_days: readonly string[];
  /** Of those, the days every location of the organisation is closed: a refusal says so. */
  closed_everywhere?: readonly string[];
}

// A day's offset from UTC in minutes, or null on a day the clocks change (its slots are then
// converted one by one). Asking the time zone for every slot made a county's month take seconds.
const dayOffsets = new Map<string, number | null>();
function dayOffset(date: string): number | null {
  const known = dayOffsets.get(date);
  if (known !== undefined) return known;
  const offsetAt = (time: string) => {
    const at = localToInstant(date, time);
    return at ? (Date.parse(`${date}T${time}:00Z`) - at.getTime()) / 60_000 : null;
  };
  const first = offsetAt('00:00');
  const offset = first !== null && first === offsetAt('23:59') ? first : null;
  setBounded(dayOffsets, date, offset, 4_000);
  return offset;
}

/**
 * The starts of a location's slots on a local day: within its hours, none on a closed day of the
 * organisation's location nor on a Romanian public holiday (the working-day calendar the legal
 * deadlines use), whatever the opening hours say for that weekday.
 */
export function daySlots(location: GridLocation, date: string): { time: string; startsAt: Date }[] {
  if (location.closed_days.includes(date) || isRomanianPublicHoliday(date)) return [];
  const hours = location.opening_hours.find((h) => h.day === isoWeekday(date));
  if (!hours) return [];
  const slots: { time: string; startsAt: Date }[] = [];
  const offset = dayOffset(date);
  const closes = minutesOf(hours.closes);
  for (let m = minutesOf(hours.opens); m + location.slot_minutes <= closes; m += location.slot_minutes) {
    const time = timeOf(m);
    // A time the clocks skip in spring is no slot at all.
    const startsAt =
      offset === null ? localToInstant(date, time) : new Date(Date.parse(`${date}T${time}:00Z`) - offset * 60_000);
    if (startsAt) slots.push({ time, startsAt });
  }
  return slots;
}

const refuse = (key: `error.${string}`, params?: Record<string, string | number>) =>
  new AppError('validation_failed', key, { field: 'starts_at', ...(params ? { params } : {}) });

/** The last local day that may be booked from `now`. */
export const lastBookableDay = (now: Date): string => addDays(localParts(now).date, BOOKING_HORIZON_DAYS);

/**
 * A start a booking asks for, checked against the grid: not past, not on a closed day, within the
 * opening hours and on a slot boundary. Answers its local date and time.
 */
export function checkSlot(location: GridLocation, startsAt: Date, now: Date): { date: string; time: string } {
  if (startsAt.getTime() <= now.getTime()) throw refuse('error.schedule.slotInPast');
  const local = localParts(startsAt);
  if (local.date > lastBookableDay(now))
    throw refuse('error.schedule.tooFarAhead', { days: BOOKING_HORIZON_DAYS, count: BOOKING_HORIZON_DAYS });
  // Named as people write dates (dd.MM.yyyy in both languages), not as the API carries them.
  const date = local.date.split('-').reverse().join('.');
  if (location.closed_everywhere?.includes(local.date)) throw refuse('error.schedule.closedEverywhere', { date });
  if (location.closed_days.includes(local.date)) throw refuse('error.schedule.closedDay', { date });
  if (isRomanianPublicHoliday(local.date)) throw refuse('error.schedule.publicHoliday', { date });
  const hours = location.opening_hours.find((h) => h.day === isoWeekday(local.date));
  const start = minutesOf(local.time);
  if (!hours || start < minutesOf(hours.opens) || start + location.slot_minutes > minutesOf(hours.closes))
    throw refuse('error.schedule.outsideHours');
  const onGrid = startsAt.getUTCSeconds() === 0 && startsAt.getUTCMilliseconds() === 0;
  // In the hour that repeats in autumn a local time names two instants; the grid offers the first,
  // so the second is no slot either.
  const asOffered = localToInstant(local.date, local.time)?.getTime() === startsAt.getTime();
  if (!onGrid || !asOffered || (start - minutesOf(hours.opens)) % location.slot_minutes !== 0)
    throw refuse('error.schedule.offGrid', { minutes: location.slot_minutes, count: location.slot_minutes });
  return local;
}
