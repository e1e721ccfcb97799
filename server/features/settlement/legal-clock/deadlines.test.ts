import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../contract/business-time.ts';
import { type ClockLength, deadlinesOf, LEGAL_CLOCK_DEFAULTS, standingOf, termEnd } from './deadlines.ts';
import { latePaymentPenalty } from './penalty.ts';

// Every case can be checked on a wall calendar. Orthodox Easter is 12 April 2026 (Good Friday 10 April,
// Easter Monday 13 April) and 2 May 2027 (Good Friday 30 April, 1 May a Saturday); Pentecost 2026 is
// 31 May, with Whit Monday on 1 June.

const working = (days: number): ClockLength => ({ days, unit: 'working' });
const calendar = (days: number): ClockLength => ({ days, unit: 'calendar' });

describe("the law's clock", () => {
  it('is 5 working days to inspect, 30 days to answer, 10 days to pay and 0.2 % a day late', () => {
    expect(LEGAL_CLOCK_DEFAULTS).toEqual({
      inspection: working(5),
      answer: calendar(30),
      payment: calendar(10),
      penalty_basis_points_per_day: 20,
    });
  });
});

describe('the end of a term', () => {
  it.each([
    ['2026-04-08', working(5), '2026-04-17', 'Wed before Easter 2026: Thu 9, Tue 14, Wed 15, Thu 16, Fri 17'],
    ['2027-04-28', working(5), '2027-05-07', 'Wed before Easter 2027: Thu 29, then Tue 4 May to Fri 7 May'],
    ['2026-11-27', working(5), '2026-12-08', 'Fri 27 Nov 2026: skips the weekend, 30 Nov and 1 Dec'],
    ['2026-12-23', working(5), '2026-12-31', 'Wed 23 Dec 2026: Thu 24, then Mon 28 to Thu 31'],
    ['2026-03-02', calendar(30), '2026-04-01', 'ends on a Wednesday: stays'],
    ['2026-03-11', calendar(30), '2026-04-14', 'ends on Good Friday 2026: the Tuesday after Easter'],
    ['2027-03-31', calendar(30), '2027-05-04', 'ends on Good Friday 2027: past 1 May and Easter to Tuesday'],
    ['2026-04-30', calendar(30), '2026-06-02', 'ends on Saturday 30 May: past Pentecost and 1 June'],
    ['2026-07-16', calendar(30), '2026-08-17', 'ends on 15 August, a Saturday: Monday'],
    ['2026-10-30', calendar(30), '2026-12-02', 'ends on Sunday 29 Nov: past 30 Nov and 1 Dec'],
    ['2026-11-25', calendar(30), '2026-12-28', 'ends on Christmas Day: past 26 Dec and Sunday'],
    ['2026-12-02', calendar(30), '2027-01-04', 'ends on New Year: past 2 Jan and Sunday'],
    ['2026-12-07', calendar(30), '2027-01-08', 'ends on Epiphany: past Saint John'],
    ['2026-04-02', calendar(10), '2026-04-14', 'pay from an acceptance: ends on Easter Sunday 2026'],
    ['2027-04-21', calendar(10), '2027-05-04', 'pay from an acceptance: ends on 1 May 2027'],
    ['2026-05-05', calendar(10), '2026-05-15', 'pay from an acceptance: ends on a Friday'],
  ])('%s + %o = %s (%s)', (start, length, expected) => {
    expect(termEnd(start, length)).toBe(expected);
  });

  it('refuses a length that is not a whole number of days', () => {
    expect(() => termEnd('2026-04-08', calendar(-1))).toThrow(RangeError);
    expect(() => termEnd('2026-04-08', working(2.5))).toThrow(RangeError);
  });
});

describe("a claim's deadlines", () => {
  it.each([
    [
      'a notice on Friday 27 Nov 2026, not yet accepted',
      { noticeDate: '2026-11-27', acceptedOn: null },
      { inspection_by: '2026-12-08', answer_by: '2026-12-28', payment_by: null },
    ],
    [
      'the same, accepted on Tuesday 15 Dec: ten days end on Christmas Day',
      { noticeDate: '2026-11-27', acceptedOn: '2026-12-15' },
      { inspection_by: '2026-12-08', answer_by: '2026-12-28', payment_by: '2026-12-28' },
    ],
    [
      'a notice on Wednesday 23 Dec 2026, accepted on Monday 18 Jan 2027',
      { noticeDate: '2026-12-23', acceptedOn: '2027-01-18' },
      { inspection_by: '2026-12-31', answer_by: '2027-01-22', payment_by: '2027-01-28' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(deadlinesOf(input, LEGAL_CLOCK_DEFAULTS)).toEqual(expected);
  });

  it("follows an insurer's own lengths", () => {
    const own = { ...LEGAL_CLOCK_DEFAULTS, inspection: calendar(3), answer: working(15), payment: working(5) };
    expect(deadlinesOf({ noticeDate: '2026-04-08', acceptedOn: '2026-04-09' }, own)).toEqual({
      inspection_by: '2026-04-14',
      answer_by: '2026-05-04',
      payment_by: '2026-04-20',
    });
  });
});

describe("a deadline's standing", () => {
  it.each([
    ['done on the day', '2026-04-17', '2026-04-17', '2026-04-20', 'met', 0],
    ['done early', '2026-04-17', '2026-04-09', '2026-04-20', 'met', 0],
    ['done one day late', '2026-04-17', '2026-04-18', '2026-04-20', 'breached', 1],
    ['done ten days late', '2026-04-17', '2026-04-27', '2026-04-30', 'breached', 10],
    ['not done, one day past', '2026-04-17', null, '2026-04-18', 'breached', 1],
    ['not done, on the day itself', '2026-04-17', null, '2026-04-17', 'due_soon', 0],
    ['not done, Thu to Tue: Fri, Mon, Tue left across the weekend', '2026-04-21', null, '2026-04-16', 'due_soon', 0],
    ['not done, Wed to Tue: four working days left', '2026-04-21', null, '2026-04-15', 'open', 0],
    ['not done, Thu 9 to Thu 16 April 2026: Easter leaves three', '2026-04-16', null, '2026-04-09', 'due_soon', 0],
    ['not done, a month ahead', '2026-05-15', null, '2026-04-15', 'open', 0],
  ] as const)('%s', (_case, deadline, doneOn, today, standing, daysLate) => {
    expect(standingOf(deadline, doneOn, today)).toEqual({ standing, days_late: daysLate });
  });

  it('warns as many working days ahead as asked', () => {
    expect(standingOf('2026-04-21', null, '2026-04-16', 2)).toEqual({ standing: 'open', days_late: 0 });
    expect(standingOf('2026-04-21', null, '2026-04-15', 4)).toEqual({ standing: 'due_soon', days_late: 0 });
  });
});

describe('the penalty on a late payment', () => {
  it.each([
    ['paid on the day', 500_000, '2026-04-14', '2026-04-14', 20, 0, 0],
    ['paid early', 500_000, '2026-04-14', '2026-04-02', 20, 0, 0],
    ['one day late: 0.2 % of 5,000.00 lei is 10.00 lei', 500_000, '2026-04-14', '2026-04-15', 20, 1, 1_000],
    ['45 days late: 9 % of 5,000.00 lei is 450.00 lei', 500_000, '2026-04-14', '2026-05-29', 20, 45, 45_000],
    ['over New Year', 500_000, '2026-12-28', '2027-01-04', 20, 7, 7_000],
    ['over the spring clock change', 500_000, '2026-03-28', '2026-03-30', 20, 2, 2_000],
    ['half a ban rounds up: 2.50 lei × 0.2 % = 0.5 bani', 250, '2026-04-14', '2026-04-15', 20, 1, 1],
    ['just under half a ban rounds down: 0.498 bani', 249, '2026-04-14', '2026-04-15', 20, 1, 0],
    ['2.5 bani rounds up to 3', 1_250, '2026-04-14', '2026-04-15', 20, 1, 3],
    ['2.498 bani rounds down to 2', 1_249, '2026-04-14', '2026-04-15', 20, 1, 2],
    ['10,000.01 lei for 3 days: 6,000.006 bani', 1_000_001, '2026-04-14', '2026-04-17', 20, 3, 6_000],
    [
      '12,345,678.90 lei for 45 days: 111,111,110.1 bani',
      1_234_567_890,
      '2026-04-14',
      '2026-05-29',
      20,
      45,
      111_111_110,
    ],
    [
      'the largest exact amount for 30 days, past what a float holds',
      Number.MAX_SAFE_INTEGER,
      '2026-04-14',
      '2026-05-14',
      20,
      30,
      540_431_955_284_459,
    ],
    ['a rate of 0 still counts the days', 500_000, '2026-04-14', '2026-04-16', 0, 2, 0],
  ])('%s', (_case, amountMinor, dueDate, paidOn, basisPointsPerDay, daysLate, penalty) => {
    expect(latePaymentPenalty({ amountMinor, dueDate, paidOn, basisPointsPerDay })).toEqual({
      days_late: daysLate,
      penalty_minor: penalty,
    });
  });

  it('refuses amounts and rates that are not whole and at least 0', () => {
    const late = { dueDate: '2026-04-14', paidOn: '2026-04-15' };
    expect(() => latePaymentPenalty({ ...late, amountMinor: 10.5, basisPointsPerDay: 20 })).toThrow(RangeError);
    expect(() => latePaymentPenalty({ ...late, amountMinor: -1, basisPointsPerDay: 20 })).toThrow(RangeError);
    expect(() => latePaymentPenalty({ ...late, amountMinor: 100, basisPointsPerDay: 0.5 })).toThrow(RangeError);
  });

  it('is round-half-up(amount × rate × days / 10,000), worked out in BigInt, for any payment', () => {
    const roundHalfUp = (amount: number, rate: number, days: number) => {
      const product = BigInt(amount) * BigInt(rate) * BigInt(days);
      const [whole, rest] = [product / 10_000n, product % 10_000n];
      return Number(rest * 2n >= 10_000n ? whole + 1n : whole);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -60, max: 3650 }),
        (amountMinor, basisPointsPerDay, daysAfterDue) => {
          const dueDate = '2026-04-14';
          const paidOn = addDays(dueDate, daysAfterDue);
          const daysLate = Math.max(0, daysAfterDue);
          expect(latePaymentPenalty({ amountMinor, dueDate, paidOn, basisPointsPerDay })).toEqual({
            days_late: daysLate,
            penalty_minor: roundHalfUp(amountMinor, basisPointsPerDay, daysLate),
          });
        },
      ),
    );
  });
});
