import { randomUUID } from 'node:crypto';
import { formatLei } from '../../../contract/money-text.ts';
import type { ProposePaymentInput } from '../../../contract/settlement.ts';
import { AppError } from '../../errors.ts';
import { checkedIban } from './claimant-answer.ts';
import { claimMoneyOf } from './claim-money.ts';
import { changeSettlementFile } from './change-file.ts';
import type { MoneyChange } from './edit-money.ts';
import { deadlinesOf } from './legal-clock/deadlines.ts';
import { answerOf, lettersOf, paymentsOfFile } from './repository.ts';
import { requireMoneyHandler } from './rules.ts';

const counted = (state: string) => state !== 'cancelled';

/**
 * A payment proposed by a handler, waiting for another person's approval: to the claimant on the
 * account they gave when accepting, up to the accepted offer; or to a repair shop for a direct
 * repair, up to the approved note's total. What was proposed before counts against that ceiling.
 */
export async function proposePayment(change: MoneyChange, input: ProposePaymentInput): Promise<void> {
  const { db, claim, actor, now } = change;
  const money = await claimMoneyOf(db, claim, now);
  await requireMoneyHandler(db, actor.user, money.settings, claim.id);
  const letter = (await lettersOf(db, claim.id)).at(-1);
  const answer = await answerOf(db, letter?.id);
  const payee =
    input.payee === 'claimant'
      ? answer?.kind === 'accepted' && answer.iban && answer.holder_name
        ? { name: answer.holder_name, iban: answer.iban, ceiling: Number(letter?.amount_minor ?? 0) }
        : null
      : repairShopPayee(input, money.approved?.total ?? 0);
  if (!payee) throw new AppError('conflict', 'error.settlement.notAccepted');
  const expected = change.expected();
  await changeSettlementFile(
    db,
    { claimFileId: claim.id, expected, userId: actor.realUserId, now },
    async (trx, file) => {
      if (input.payee === 'claimant' && file.state !== 'accepted')
        throw new AppError('conflict', 'error.settlement.notAccepted');
      const earlier = (await paymentsOfFile(trx, claim.id)).filter(
        (p) => p.payee_kind === input.payee && counted(p.state),
      );
      const proposed = earlier.reduce((sum, p) => sum + Number(p.amount_minor), 0);
      if (proposed + input.amount_minor > payee.ceiling)
        throw new AppError('validation_failed', 'error.settlement.aboveCeiling', {
          field: 'amount_minor',
          params: {
            left: formatLei(Math.max(0, payee.ceiling - proposed), change.language),
            left_bani: Math.max(0, payee.ceiling - proposed),
          },
        });
      const due = deadlinesOf(
        { noticeDate: file.notice_date, acceptedOn: file.accepted_on },
        money.settings.clock,
      ).payment_by;
      await trx
        .insertInto('settlement_payments')
        .values({
          id: randomUUID(),
          organisation_id: claim.organisation_id,
          claim_file_id: claim.id,
          payee_kind: input.payee,
          payee_name: payee.name,
          iban: payee.iban,
          amount_minor: input.amount_minor,
          due_date: due,
          penalty_minor: 0,
          state: 'proposed',
          proposed_by_user_id: actor.user.id,
          proposed_by_real_user_id: actor.realUserId,
          proposed_at: now.toISOString(),
          version: 1,
          updated_at: now.toISOString(),
        })
        .execute();
    },
  );
}

/** A repair shop is paid on the account of its invoice, which the handler types. */
function repairShopPayee(input: ProposePaymentInput, approvedTotal: number) {
  if (approvedTotal <= 0) throw new AppError('conflict', 'error.settlement.noApprovedNote');
  if (!input.payee_name)
    throw new AppError('validation_failed', 'error.settlement.holderName', { field: 'payee_name' });
  return { name: input.payee_name, iban: checkedIban(input.iban ?? ''), ceiling: approvedTotal };
}
