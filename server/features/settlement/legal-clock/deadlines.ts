import { addDays, calendarDaysFrom } from '../../../../contract/business-time.ts';
import {
  addRomanianWorkingDays,
  nextWorkingDayFrom,
  romanianWorkingDaysBetween,
} from '../../../calendar/romanian-working-days.ts';

/**
 * The insurer's legal clock on a motor claim: inspect within 5 working days of the notice, answer in
 * writing (offer or reasoned refusal) within 30 days of it, pay within 10 days of the claimant's
 * acceptance, and owe 0.2 % of the amount for each day the payment is late. Each insurer may set its
 * own lengths; these are the law's.
 */

export interface ClockLength {
  days: number;
  unit: 'working' | 'calendar';
}

export interface LegalClockSettings {
  inspection: ClockLength;
  answer: ClockLength;
  payment: ClockLength;
  penalty_basis_points_per_day: number;
}

export const LEGAL_CLOCK_DEFAULTS: LegalClockSettings = {
  inspection: { days: 5, unit: 'working' },
  answer: { days: 30, unit: 'calendar' },
  payment: { days: 10, unit: 'calendar' },
  penalty_basis_points_per_day: 20,
};

/**
 * A term from a start date: working days counted on the calendar, or calendar days moved forward to a
 * working day when they end on a closed day (a term that ends on a Saturday, Sunday or public holiday
 * ends on the next working day, as in civil procedure). The start date itself is never counted.
 */
export function termEnd(start: string, length: ClockLength): string {
  if (!Number.isSafeInteger(length.days) || length.days < 0)
    throw new RangeError(`A term is a whole number of days: ${length.days}`);
  return length.unit === 'working'
    ? addRomanianWorkingDays(start, length.days)
    : nextWorkingDayFrom(addDays(start, length.days));
}

export interface ClaimDeadlines {
  inspection_by: string;
  answer_by: string;
  payment_by: string | null;
}

/** The claim's three deadlines: inspection and answer run from the notice, payment from the acceptance (none before it). */
export function deadlinesOf(
  input: { noticeDate: string; acceptedOn: string | null },
  settings: LegalClockSettings,
): ClaimDeadlines {
  return {
    inspection_by: termEnd(input.noticeDate, settings.inspection),
    answer_by: termEnd(input.noticeDate, settings.answer),
    payment_by: input.acceptedOn ? termEnd(input.acceptedOn, settings.payment) : null,
  };
}

export type DeadlineStanding = 'met' | 'open' | 'due_soon' | 'breached';

/**
 * A deadline's standing on a day: met when done on or before it, breached when done after it or not
 * done and the day is past it, due_soon when not done and at most `soonWorkingDays` working days remain
 * (those after today up to and including the deadline, so 0 on the day itself), else open. Also the
 * days late: calendar days past the deadline, as the penalty counts them, 0 when not late.
 */
export function standingOf(
  deadline: string,
  doneOn: string | null,
  today: string,
  soonWorkingDays = 3,
): { standing: DeadlineStanding; days_late: number } {
  const finished = doneOn ?? today;
  const daysLate = Math.max(0, calendarDaysFrom(deadline, finished));
  if (daysLate > 0) return { standing: 'breached', days_late: daysLate };
  if (doneOn !== null) return { standing: 'met', days_late: 0 };
  const left = romanianWorkingDaysBetween(today, deadline);
  return { standing: left <= soonWorkingDays ? 'due_soon' : 'open', days_late: 0 };
}
