import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SettlementAnswersTable, SettlementLettersTable, SettlementPaymentsTable } from './tables.ts';

export type LetterRow = Selectable<SettlementLettersTable>;
export type AnswerRow = Selectable<SettlementAnswersTable>;
export type PaymentRow = Selectable<SettlementPaymentsTable>;

export function lettersOf(db: Kysely<Database>, claimFileId: string): Promise<LetterRow[]> {
  return db
    .selectFrom('settlement_letters')
    .selectAll()
    .where('claim_file_id', '=', claimFileId)
    .orderBy('created_at')
    .execute();
}

export function findLetter(db: Kysely<Database>, organisationId: string, id: string): Promise<LetterRow | undefined> {
  return db
    .selectFrom('settlement_letters')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

/** The answer to the claim's newest letter, if the claimant gave one. */
export async function answerOf(db: Kysely<Database>, letterId: string | undefined): Promise<AnswerRow | undefined> {
  if (!letterId) return undefined;
  return db.selectFrom('settlement_answers').selectAll().where('letter_id', '=', letterId).executeTakeFirst();
}

export function paymentsOfFile(db: Kysely<Database>, claimFileId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('settlement_payments')
    .selectAll()
    .where('claim_file_id', '=', claimFileId)
    .orderBy('proposed_at')
    .execute();
}

export function findPayment(db: Kysely<Database>, organisationId: string, id: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('settlement_payments')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}
