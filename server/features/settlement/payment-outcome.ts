import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { bumpSettlementFile } from './change-file.ts';
import { type PaymentChange, movePayment, paymentFor } from './payment-steps.ts';
import { refreshNextDeadline } from './next-deadline.ts';
import { paymentsOfFile } from './repository.ts';
import { requirePaymentRunner } from './rules.ts';
import { findSettlementFile, recordReserveMove } from './settlement-files.ts';
import { settlementSettingsOf } from './settings.ts';

/**
 * The bank paid it: the payment is done, the reserves it used come down (indemnity by the amount,
 * expenses by the penalty), and once the claimant has been paid all that was proposed the claim's
 * money is settled and its reserves released.
 */
export async function markPaid(change: PaymentChange, paidOn: string): Promise<void> {
  const payment = await paymentFor(change);
  const { settings } = await settlementSettingsOf(change.db, payment.organisation_id);
  requirePaymentRunner(change.actor.user, settings);
  if (paidOn > businessDate(change.now))
    throw new AppError('validation_failed', 'error.settlement.paidInFuture', { field: 'paid_on' });
  const expected = change.expected();
  await change.db.transaction().execute(async (trx) => {
    await movePayment(trx, payment, expected, ['in_batch'], { state: 'paid', paid_on: paidOn }, change.now);
    const file = await findSettlementFile(trx, payment.claim_file_id);
    if (!file) return;
    const move = {
      claimFileId: file.claim_file_id,
      organisationId: file.organisation_id,
      source: 'payment' as const,
      reason: null,
    };
    const by = { userId: change.actor.realUserId, now: change.now };
    // Once the claimant is paid all that was proposed, what is left reserved is released: the claim is settled.
    const settled = file.state === 'accepted' && (await claimantPaid(trx, payment.claim_file_id));
    const indemnity = settled ? 0 : Math.max(0, Number(file.reserve_indemnity) - Number(payment.amount_minor));
    const expenses = settled ? 0 : Math.max(0, Number(file.reserve_expenses) - Number(payment.penalty_minor));
    await recordReserveMove(trx, {
      ...move,
      ...by,
      kind: 'indemnity',
      from: Number(file.reserve_indemnity),
      to: indemnity,
    });
    await recordReserveMove(trx, {
      ...move,
      ...by,
      kind: 'expenses',
      from: Number(file.reserve_expenses),
      to: expenses,
    });
    await trx
      .updateTable('settlement_files')
      .set({ reserve_indemnity: indemnity, reserve_expenses: expenses, ...(settled ? { state: 'paid' as const } : {}) })
      .where('claim_file_id', '=', file.claim_file_id)
      .execute();
    await bumpSettlementFile(trx, file.claim_file_id, change.now, change.actor.realUserId);
    await refreshNextDeadline(trx, file.claim_file_id);
  });
}

/** Every claimant payment not withdrawn was paid. */
async function claimantPaid(trx: Kysely<Database>, claimFileId: string): Promise<boolean> {
  const live = (await paymentsOfFile(trx, claimFileId)).filter(
    (p) => p.payee_kind === 'claimant' && p.state !== 'cancelled',
  );
  return live.length > 0 && live.every((p) => p.state === 'paid');
}

/** The bank refused it (a closed account, say): the reason is kept and the payment waits for the next file. */
export async function markFailed(change: PaymentChange, reason: string): Promise<void> {
  const payment = await paymentFor(change);
  const { settings } = await settlementSettingsOf(change.db, payment.organisation_id);
  requirePaymentRunner(change.actor.user, settings);
  await movePayment(
    change.db,
    payment,
    change.expected(),
    ['in_batch'],
    { state: 'approved', failure_reason: reason, batch_id: null, penalty_minor: 0 },
    change.now,
  );
}
