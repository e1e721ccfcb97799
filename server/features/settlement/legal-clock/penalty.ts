import { calendarDaysFrom } from '../../../../contract/business-time.ts';

const BASIS_POINTS = 10_000n;

const wholeAtLeastZero = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number of at least 0: ${value}`);
  return BigInt(value);
};

/**
 * The legal penalty on a late payment: amount × rate × days late, rounded to the ban (half up), in
 * integer minor units; 0 when paid on or before its deadline. The product is taken in BigInt because
 * amount × rate × days passes what a float holds exactly long before the penalty itself does.
 */
export function latePaymentPenalty(input: {
  amountMinor: number;
  dueDate: string;
  paidOn: string;
  basisPointsPerDay: number;
}): {
  days_late: number;
  penalty_minor: number;
} {
  const amount = wholeAtLeastZero(input.amountMinor, 'The amount in bani');
  const rate = wholeAtLeastZero(input.basisPointsPerDay, 'The penalty rate in basis points');
  const daysLate = Math.max(0, calendarDaysFrom(input.dueDate, input.paidOn));
  if (Number.isNaN(daysLate)) throw new RangeError(`Not YYYY-MM-DD dates: ${input.dueDate}, ${input.paidOn}`);
  // Adding half the divisor before the integer division rounds a half ban up.
  const penalty = (amount * rate * BigInt(daysLate) + BASIS_POINTS / 2n) / BASIS_POINTS;
  if (penalty > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`The penalty is too large to count in bani: ${penalty}`);
  return { days_late: daysLate, penalty_minor: Number(penalty) };
}
