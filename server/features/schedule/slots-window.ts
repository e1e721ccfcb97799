import { addDays, businessDate } from '../../../contract/business-time.ts';
import { BOOKING_HORIZON_DAYS, MAX_SLOT_DAYS } from '../../../contract/schedule.ts';
import { AppError } from '../../errors.ts';

/**
 * Free slots are asked for from a day near today: a week view may start a few weeks back, and
 * nothing is bookable past the horizon. A day far outside that window is refused naming the field,
 * rather than computed (the calendar ran out at year 0 and answered 500).
 */
export function assertSlotsFrom(from: string, now: Date): void {
  const today = businessDate(now);
  if (from >= addDays(today, -MAX_SLOT_DAYS) && from <= addDays(today, BOOKING_HORIZON_DAYS)) return;
  throw new AppError('validation_failed', 'error.schedule.fromOutsideWindow', {
    field: 'from',
    params: { limit: MAX_SLOT_DAYS, horizon: BOOKING_HORIZON_DAYS },
  });
}
