import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { PaymentState } from '../../../contract/settlement.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { translate } from '../../i18n.ts';
import type { Language } from '../../../contract/languages.ts';
import { approvalRefusal, penaltyOf } from './payment-view.ts';
import { findPayment, type PaymentRow } from './repository.ts';
import { mayRunPayments } from './rules.ts';
import { settlementSettingsOf } from './settings.ts';

export interface PaymentChange {
  db: Kysely<Database>;
  actor: Actor;
  paymentId: string;
  expected: () => number;
  language: Language;
  now: Date;
}

export async function paymentFor(change: PaymentChange): Promise<PaymentRow> {
  const payment = await findPayment(change.db, change.actor.user.organisation_id, change.paymentId);
  if (!payment) throw new AppError('not_found', 'error.settlement.paymentNotFound');
  return payment;
}

/**
 * Moves a payment from one state to the next on the version the caller saw, in one conditional
 * write: of two approvals (or an approval and a cancellation) at once, one goes through and the
 * other is told the payment changed.
 */
export async function movePayment(
  db: Kysely<Database>,
  payment: PaymentRow,
  expected: number,
  from: readonly PaymentState[],
  set: Partial<
    Pick<PaymentRow, 'state' | 'approved_by_user_id' | 'approved_at' | 'paid_on' | 'failure_reason' | 'batch_id'>
  > & {
    penalty_minor?: number;
  },
  now: Date,
): Promise<void> {
  const moved = await db
    .updateTable('settlement_payments')
    .set({ ...set, version: expected + 1, updated_at: now.toISOString() })
    .where('id', '=', payment.id)
    .where('version', '=', expected)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new AppError('conflict', 'error.version.conflict');
}

/** Another person whose limit covers the amount and the penalty it would carry if paid today approves it. */
export async function approvePayment(change: PaymentChange): Promise<void> {
  const payment = await paymentFor(change);
  const { settings } = await settlementSettingsOf(change.db, payment.organisation_id);
  const { penalty_minor } = penaltyOf(payment, settings, businessDate(change.now));
  const refusal = approvalRefusal(payment, change.actor, settings, penalty_minor, change.language);
  if (refusal) throw refusal;
  await movePayment(
    change.db,
    payment,
    change.expected(),
    ['proposed'],
    { state: 'approved', approved_by_user_id: change.actor.user.id, approved_at: change.now.toISOString() },
    change.now,
  );
}

/** Its proposer, or whoever runs payments, withdraws a payment that has not gone to the bank. */
export async function cancelPayment(change: PaymentChange): Promise<void> {
  const payment = await paymentFor(change);
  const { settings } = await settlementSettingsOf(change.db, payment.organisation_id);
  const own =
    payment.proposed_by_user_id === change.actor.user.id ||
    payment.proposed_by_real_user_id === change.actor.realUserId;
  if (!own && !mayRunPayments(change.actor.user, settings))
    throw new AppError('forbidden', 'error.settlement.notPaymentRunner');
  if (payment.state !== 'proposed' && payment.state !== 'approved')
    throw new AppError('conflict', 'error.settlement.cannotCancel', {
      params: { state: translate(change.language, `settlement.payment.${payment.state}`) },
    });
  await movePayment(
    change.db,
    payment,
    change.expected(),
    ['proposed', 'approved'],
    { state: 'cancelled' },
    change.now,
  );
}
