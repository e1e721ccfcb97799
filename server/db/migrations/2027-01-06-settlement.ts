import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// The claim's money: a row per claim file (reserves, the figure's inputs, the legal clock's days),
// every reserve move, the written answers, the claimant's answers, payments and the bank files.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settlement_files')
    .addColumn('claim_file_id', 'text', (c) => c.primaryKey().references('claim_files.id'))
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('notice_date', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('damage_kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reserve_indemnity', 'bigint', (c) => c.notNull())
    .addColumn('reserve_expenses', 'bigint', (c) => c.notNull())
    .addColumn('vat_recoverable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vehicle_value', 'bigint')
    .addColumn('salvage_value', 'bigint')
    .addColumn('adjustments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('inspected_on', 'text')
    .addColumn('answered_on', 'text')
    .addColumn('accepted_on', 'text')
    .addColumn('warned', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('next_deadline', 'text')
    .addColumn('next_deadline_kind', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'text')
    .execute();
  await db.schema
    .createIndex('settlement_files_org_state_idx')
    .on('settlement_files')
    .columns(['organisation_id', 'state'])
    .execute();

  // The worklist's "due within 3 working days" and "breached" filters read the next deadline by index.
  await db.schema
    .createIndex('settlement_files_org_deadline_idx')
    .on('settlement_files')
    .columns(['organisation_id', 'next_deadline'])
    .execute();

  await db.schema
    .createTable('settlement_reserve_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_file_id', 'text', (c) => c.notNull().references('claim_files.id'))
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_minor', 'bigint', (c) => c.notNull())
    .addColumn('to_minor', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlement_reserve_changes_file_idx')
    .on('settlement_reserve_changes')
    .columns(['claim_file_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('settlement_letters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_file_id', 'text', (c) => c.notNull().references('claim_files.id'))
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint')
    .addColumn('figure', 'text', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('sent_to', 'text')
    .addColumn('outbox_id', 'text')
    .addColumn('created_by_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlement_letters_file_idx')
    .on('settlement_letters')
    .columns(['claim_file_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('settlement_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_file_id', 'text', (c) => c.notNull().references('claim_files.id'))
    // One answer per letter: a second acceptance (or a dispute after it) is refused by the database too.
    .addColumn('letter_id', 'text', (c) => c.notNull().unique().references('settlement_letters.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('iban', 'text')
    .addColumn('holder_name', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settlement_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('execution_date', 'text', (c) => c.notNull())
    .addColumn('payment_count', 'integer', (c) => c.notNull())
    .addColumn('control_sum_minor', 'bigint', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settlement_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('claim_file_id', 'text', (c) => c.notNull().references('claim_files.id'))
    .addColumn('payee_kind', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('penalty_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('proposed_by_user_id', 'text', (c) => c.notNull())
    .addColumn('proposed_by_real_user_id', 'text', (c) => c.notNull())
    .addColumn('proposed_at', 'text', (c) => c.notNull())
    .addColumn('approved_by_user_id', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('batch_id', 'text', (c) => c.references('settlement_batches.id'))
    .addColumn('paid_on', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlement_payments_org_state_idx')
    .on('settlement_payments')
    .columns(['organisation_id', 'state'])
    .execute();
  await db.schema
    .createIndex('settlement_payments_file_idx')
    .on('settlement_payments')
    .column('claim_file_id')
    .execute();

  await db.schema
    .createTable('settlement_settings')
    .addColumn('organisation_id', 'text', (c) => c.primaryKey().references('organisations.id'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  // Claims already on file get their money row: reserves of zero (set by hand from here on), the
  // notice on the day the file was made.
  const files = await db
    .selectFrom('claim_files')
    .select(['id', 'organisation_id', 'policy_type', 'created_at'])
    .execute();
  for (const file of files as { id: string; organisation_id: string; policy_type: string; created_at: string }[]) {
    await db
      .insertInto('settlement_files')
      .values({
        claim_file_id: file.id,
        organisation_id: file.organisation_id,
        notice_date: file.created_at.slice(0, 10),
        product: file.policy_type,
        damage_kind: 'collision',
        state: 'open',
        reserve_indemnity: 0,
        reserve_expenses: 0,
        version: 1,
        created_at: file.created_at,
        updated_at: file.created_at,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'settlement_settings',
    'settlement_payments',
    'settlement_batches',
    'settlement_answers',
    'settlement_letters',
    'settlement_reserve_changes',
    'settlement_files',
  ])
    await db.schema.dropTable(table).execute();
}
