import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paidOnOf } from './clock.ts';
import type { ClaimFileRecord } from './deps.ts';
import { deadlinesOf } from './legal-clock/deadlines.ts';
import { answerOf, lettersOf, paymentsOfFile } from './repository.ts';
import { findSettlementFile } from './settlement-files.ts';
import { settlementSettingsOf } from './settings.ts';

/** An account shown back to its owner without all its digits: the country, check digits and the last four. */
export const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

/**
 * What the claimant sees of the claim's money: the insurer's newest written answer (nothing before
 * there is one: the internal figure and reserves are the insurer's business), their own answer to
 * it, the day the payment is due by and the day it was paid.
 */
export async function caseMoneyOf(db: Kysely<Database>, claim: ClaimFileRecord) {
  const [file, letters, payments, { settings }] = await Promise.all([
    findSettlementFile(db, claim.id),
    lettersOf(db, claim.id),
    paymentsOfFile(db, claim.id),
    settlementSettingsOf(db, claim.organisation_id),
  ]);
  const letter = letters.at(-1);
  if (!file || !letter) return { letter: null, answer: null, pay_by: null, paid_on: null, may_answer: false };
  const answer = await answerOf(db, letter.id);
  const payBy = file.accepted_on
    ? deadlinesOf({ noticeDate: file.notice_date, acceptedOn: file.accepted_on }, settings.clock).payment_by
    : null;
  return {
    letter: {
      id: letter.id,
      kind: letter.kind,
      amount_minor: letter.amount_minor === null ? null : Number(letter.amount_minor),
      reasons: (JSON.parse(letter.reasons) as { name: string }[]).map((r) => r.name),
      text: letter.text,
      created_at: letter.created_at,
      pdf_href: `/api/settlement/case/letters/${letter.id}/pdf`,
    },
    answer: answer
      ? {
          kind: answer.kind,
          iban: answer.iban ? maskedIban(answer.iban) : null,
          holder_name: answer.holder_name,
          reason: answer.reason,
          created_at: answer.created_at,
        }
      : null,
    pay_by: payBy,
    paid_on: paidOnOf(payments),
    may_answer: !answer && (file.state === 'offered' || file.state === 'refused'),
  };
}
