import { businessDate } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import type { Actor } from '../../http/request-context.ts';
import { AppError, messageValues } from '../../errors.ts';
import { translate } from '../../i18n.ts';
import { rolesOf } from './deps.ts';
import { latePaymentPenalty } from './legal-clock/penalty.ts';
import type { PaymentRow } from './repository.ts';
import { paymentLimitOf } from './settings.ts';

/** A payment's penalty: fixed once it went into a bank file, else what it would be if paid on `day`. */
export function penaltyOf(payment: PaymentRow, settings: SettlementSettings, day: string) {
  if (payment.state === 'in_batch' || payment.state === 'paid')
    return { penalty_minor: Number(payment.penalty_minor), days_late: 0 };
  if (!payment.due_date) return { penalty_minor: 0, days_late: 0 };
  return latePaymentPenalty({
    amountMinor: Number(payment.amount_minor),
    dueDate: payment.due_date,
    paidOn: day,
    basisPointsPerDay: settings.clock.penalty_basis_points_per_day,
  });
}

/**
 * Why this person may not approve this payment, as the refusal the server gives (null when they
 * may): the approval itself throws it, and the pages show its words beside the payment.
 */
export function approvalRefusal(
  payment: PaymentRow,
  actor: Actor,
  settings: SettlementSettings,
  penaltyMinor: number,
  language: Language,
): AppError | null {
  if (payment.state !== 'proposed') return new AppError('conflict', 'error.settlement.paymentNotProposed');
  const proposers = [payment.proposed_by_user_id, payment.proposed_by_real_user_id];
  if (proposers.includes(actor.user.id) || proposers.includes(actor.realUserId))
    return new AppError('forbidden', 'error.settlement.ownPayment');
  const limit = paymentLimitOf(settings, rolesOf(actor.user));
  const total = Number(payment.amount_minor) + penaltyMinor;
  if (total <= limit) return null;
  return new AppError('forbidden', 'error.settlement.aboveLimit', {
    field: 'amount_minor',
    params: {
      total: formatLei(total, language),
      limit: formatLei(limit, language),
      total_bani: total,
      limit_bani: limit,
    },
  });
}

/** The refusal's words in the reader's language. */
const wordsOf = (refusal: AppError, language: Language) =>
  translate(language, refusal.key, messageValues(refusal.params));

export function paymentViewOf(
  payment: PaymentRow,
  context: {
    actor: Actor;
    settings: SettlementSettings;
    language: Language;
    now: Date;
    names: Map<string, string>;
    claimFileNo: string;
  },
): PaymentView {
  const { penalty_minor, days_late } = penaltyOf(payment, context.settings, businessDate(context.now));
  const refusal = approvalRefusal(payment, context.actor, context.settings, penalty_minor, context.language);
  const whyNot = refusal ? wordsOf(refusal, context.language) : null;
  return {
    id: payment.id,
    claim_file_no: context.claimFileNo,
    payee_kind: payment.payee_kind,
    payee_name: payment.payee_name,
    iban: payment.iban,
    amount_minor: Number(payment.amount_minor),
    penalty_minor,
    days_late,
    due_date: payment.due_date,
    state: payment.state,
    state_name: translate(context.language, `settlement.payment.${payment.state}`),
    proposed_by: context.names.get(payment.proposed_by_user_id) ?? '',
    proposed_at: payment.proposed_at,
    approved_by: payment.approved_by_user_id ? (context.names.get(payment.approved_by_user_id) ?? '') : null,
    approved_at: payment.approved_at,
    paid_on: payment.paid_on,
    failure_reason: payment.failure_reason,
    batch_id: payment.batch_id,
    version: payment.version,
    may_approve: whyNot === null,
    why_not: payment.state === 'proposed' ? whyNot : null,
  };
}
