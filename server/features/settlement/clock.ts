import { businessDate } from '../../../contract/business-time.ts';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import type { DeadlineView } from '../../../contract/settlement-view.ts';
import { deadlinesOf, standingOf } from './legal-clock/deadlines.ts';
import type { PaymentRow } from './repository.ts';
import type { SettlementFileRow } from './settlement-files.ts';

type PaidFacts = Pick<PaymentRow, 'payee_kind' | 'state' | 'paid_on'>;

/** The day the claimant's payments were all made: the last of them, once none is still to go. */
export function paidOnOf(payments: readonly PaidFacts[]): string | null {
  const live = payments.filter((p) => p.payee_kind === 'claimant' && p.state !== 'cancelled');
  if (live.length === 0 || live.some((p) => p.state !== 'paid')) return null;
  return (
    live
      .map((p) => p.paid_on ?? '')
      .sort()
      .at(-1) ?? null
  );
}

/** The claim's three deadlines and where each stands today. */
export function claimDeadlines(
  file: SettlementFileRow,
  payments: readonly PaidFacts[],
  settings: SettlementSettings,
  now: Date,
): DeadlineView[] {
  const today = businessDate(now);
  const due = deadlinesOf({ noticeDate: file.notice_date, acceptedOn: file.accepted_on }, settings.clock);
  const soon = settings.clock.warn_working_days;
  const entry = (kind: DeadlineView['kind'], day: string | null, doneOn: string | null): DeadlineView => {
    if (!day) return { kind, due: null, done_on: doneOn, standing: null, days_late: 0 };
    return { kind, due: day, done_on: doneOn, ...standingOf(day, doneOn, today, soon) };
  };
  return [
    entry('inspection', due.inspection_by, file.inspected_on),
    entry('answer', due.answer_by, file.answered_on),
    entry('payment', due.payment_by, paidOnOf(payments)),
  ];
}
