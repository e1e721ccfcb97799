import { addDays } from './business-time.ts';

/** How far back a claim may be notified, in days (Romanian motor claims: three years). */
export const FNOL_MAX_AGE_DAYS = 3 * 365;

/**
 * What is wrong with an event's day (YYYY-MM-DD) on the insurer's `today`: in the future, or older
 * than a claim may be notified. The claim form says it on the step that asks for the day; the server
 * says the same when the claim is sent or staff take it.
 */
export function eventDateProblem(
  date: string,
  today: string,
): 'error.fnol.eventInFuture' | 'error.fnol.eventTooOld' | null {
  if (date > today) return 'error.fnol.eventInFuture';
  return date < addDays(today, -FNOL_MAX_AGE_DAYS) ? 'error.fnol.eventTooOld' : null;
}

/**
 * A time of the event (HH:MM) later than now on today's date, where the insurer's clock reads
 * `now` (its local date and time): refused on the step that asks for it, and when the claim is sent.
 */
export function eventTimeProblem(
  date: string,
  time: string,
  now: { date: string; time: string },
): 'error.fnol.eventTimeInFuture' | null {
  return date === now.date && time > now.time ? 'error.fnol.eventTimeInFuture' : null;
}
