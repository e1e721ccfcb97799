import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { businessDate } from '../../../contract/business-time.ts';
import type { AcceptOfferInput } from '../../../contract/settlement.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ClaimFileRecord } from './deps.ts';
import { refreshNextDeadline } from './next-deadline.ts';
import { lettersOf } from './repository.ts';
import { tellHandler } from './tell-handler.ts';

/** The account as a bank writes it, or a refusal naming what is wrong with it: its country, its length and format, or its check digits. */
export function checkedIban(typed: string): string {
  const iban = electronicFormatIBAN(typed) ?? '';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return iban;
  const problem = errorCodes.includes(ValidationErrorsIBAN.NoIBANProvided)
    ? 'error.settlement.iban'
    : errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)
      ? 'error.settlement.ibanCountry'
      : errorCodes.some(
            (code) => code === ValidationErrorsIBAN.WrongBBANLength || code === ValidationErrorsIBAN.WrongBBANFormat,
          )
        ? 'error.settlement.ibanFormat'
        : 'error.settlement.ibanChecksum';
  throw new AppError('validation_failed', problem, { field: 'iban' });
}

type Answer = { kind: 'accepted'; input: AcceptOfferInput } | { kind: 'disputed'; reason: string };

/**
 * The claimant answers the newest letter on the tracker: accepts the offer with the account to pay
 * (the payment clock starts that day), or disputes the offer or the refusal with a reason, which
 * comes back to the handler. A letter is answered once: the state moves in one conditional write,
 * so of two answers at once the second is told it was already answered.
 */
export async function answerLetter(
  db: Kysely<Database>,
  claim: ClaimFileRecord,
  answer: Answer,
  now: Date,
): Promise<void> {
  const iban = answer.kind === 'accepted' ? checkedIban(answer.input.iban) : null;
  const letter = (await lettersOf(db, claim.id)).at(-1);
  if (!letter) throw new AppError('conflict', 'error.settlement.nothingToAnswer');
  if (answer.kind === 'accepted' && letter.kind !== 'offer')
    throw new AppError('conflict', 'error.settlement.nothingToAccept');
  const from = letter.kind === 'offer' ? 'offered' : 'refused';
  const today = businessDate(now);
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('settlement_files')
      .set((eb) => ({
        state: answer.kind,
        ...(answer.kind === 'accepted' ? { accepted_on: today } : {}),
        version: eb('version', '+', 1),
        updated_at: now.toISOString(),
        updated_by_user_id: null,
      }))
      .where('claim_file_id', '=', claim.id)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('conflict', 'error.settlement.alreadyAnswered');
    await trx
      .insertInto('settlement_answers')
      .values({
        id: randomUUID(),
        claim_file_id: claim.id,
        letter_id: letter.id,
        kind: answer.kind,
        iban,
        holder_name: answer.kind === 'accepted' ? answer.input.holder_name : null,
        reason: answer.kind === 'disputed' ? answer.reason : null,
        created_at: now.toISOString(),
      })
      .execute();
    await refreshNextDeadline(trx, claim.id);
    await tellHandler(trx, claim.id, { key: answer.kind, values: { claim_file_no: claim.claim_file_no } }, now);
  });
}
