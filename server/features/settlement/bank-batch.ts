import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { BankBatch } from '../../../contract/payment-queue.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { pain001Xml, type BankFilePayment } from './bank-file/pain001.ts';
import { checkedIban } from './claimant-answer.ts';
import { claimFileNumbersOf, findOrganisationById, userNamesOf } from './deps.ts';
import { penaltyOf } from './payment-view.ts';
import { requirePaymentRunner } from './rules.ts';
import { settlementSettingsOf } from './settings.ts';

export interface BatchRequest {
  db: Kysely<Database>;
  actor: Actor;
  executionDate: string;
  now: Date;
}

/** A message id of at most 35 characters, unique per file: the day and 64 random bits. */
const messageIdFor = (now: Date) =>
  `CLAIMS-${businessDate(now).replaceAll('-', '')}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * Puts every approved payment of the organisation into one bank file (pain.001.001.09), each with
 * the late-payment penalty it carries on the execution date. A payment is taken by a conditional
 * write on its version and state, so two files made at once never hold the same payment: the
 * second finds it taken and leaves it out. The file is kept exactly as written, to download again.
 */
export async function makeBankBatch(request: BatchRequest): Promise<string> {
  const { db, actor, now, executionDate } = request;
  const organisationId = actor.user.organisation_id;
  const { settings } = await settlementSettingsOf(db, organisationId);
  requirePaymentRunner(actor.user, settings);
  if (executionDate < businessDate(now))
    throw new AppError('validation_failed', 'error.settlement.executionInPast', { field: 'execution_date' });
  let debtorIban: string;
  try {
    debtorIban = checkedIban(settings.debtor.iban);
  } catch {
    throw new AppError('conflict', 'error.settlement.debtorIban');
  }
  const organisation = await findOrganisationById(db, organisationId);
  return db.transaction().execute(async (trx) => {
    const approved = await trx
      .selectFrom('settlement_payments')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('state', '=', 'approved')
      .orderBy('approved_at')
      .execute();
    const batchId = randomUUID();
    const messageId = messageIdFor(now);
    await trx
      .insertInto('settlement_batches')
      .values({
        id: batchId,
        organisation_id: organisationId,
        message_id: messageId,
        execution_date: executionDate,
        payment_count: 0,
        control_sum_minor: 0,
        xml: '',
        created_by_user_id: actor.realUserId,
        created_at: now.toISOString(),
      })
      .execute();
    const numbers = await claimFileNumbersOf(
      trx,
      approved.map((p) => p.claim_file_id),
    );
    const taken: BankFilePayment[] = [];
    for (const payment of approved) {
      const { penalty_minor } = penaltyOf(payment, settings, executionDate);
      const moved = await trx
        .updateTable('settlement_payments')
        .set({
          state: 'in_batch',
          batch_id: batchId,
          penalty_minor,
          version: payment.version + 1,
          updated_at: now.toISOString(),
        })
        .where('id', '=', payment.id)
        .where('version', '=', payment.version)
        .where('state', '=', 'approved')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) continue;
      taken.push({
        endToEndId: payment.id.replaceAll('-', ''),
        amountMinor: Number(payment.amount_minor) + penalty_minor,
        currency: 'RON',
        creditorName: payment.payee_name,
        creditorIban: payment.iban,
        creditorBic: null,
        remittance:
          `${numbers.get(payment.claim_file_id) ?? ''} ${payment.payee_kind === 'claimant' ? 'indemnity' : 'repair'}`.trim(),
      });
    }
    if (taken.length === 0) throw new AppError('conflict', 'error.settlement.nothingToPay');
    const xml = pain001Xml({
      messageId,
      createdAt: now,
      executionDate,
      initiatingPartyName: organisation.name,
      debtor: { name: settings.debtor.name, iban: debtorIban, bic: settings.debtor.bic },
      payments: taken,
    });
    const sum = taken.reduce((total, p) => total + p.amountMinor, 0);
    await trx
      .updateTable('settlement_batches')
      .set({ xml, payment_count: taken.length, control_sum_minor: sum })
      .where('id', '=', batchId)
      .execute();
    return batchId;
  });
}

/**
 * The organisation's last hundred bank files, newest first, as the payments page lists them: the
 * sum as a number on either engine (PostgreSQL answers a bigint as text) and who made each.
 */
export async function batchesOf(db: Kysely<Database>, organisationId: string): Promise<BankBatch[]> {
  const rows = await db
    .selectFrom('settlement_batches')
    .select([
      'id',
      'message_id',
      'execution_date',
      'payment_count',
      'control_sum_minor',
      'created_by_user_id',
      'created_at',
    ])
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  const names = await userNamesOf(
    db,
    rows.map((row) => row.created_by_user_id),
  );
  return rows.map(({ created_by_user_id, ...row }) => ({
    ...row,
    payment_count: Number(row.payment_count),
    control_sum_minor: Number(row.control_sum_minor),
    created_by: names.get(created_by_user_id) ?? '',
  }));
}

export async function bankFileOf(db: Kysely<Database>, organisationId: string, batchId: string) {
  const row = await db
    .selectFrom('settlement_batches')
    .select(['message_id', 'xml'])
    .where('organisation_id', '=', organisationId)
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'error.settlement.batchNotFound');
  return row;
}
