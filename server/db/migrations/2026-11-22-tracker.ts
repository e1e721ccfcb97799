import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // JSON per organisation: { en: TrackerConfig without step states, ro: … }.
  await db.schema
    .createTable('tracker_configs')
    .addColumn('organisation_id', 'text', (c) => c.primaryKey().references('organisations.id'))
    .addColumn('config', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('tracker_cases')
    .addColumn('process_step_index', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tracker_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('tracker_cases.id'))
    .addColumn('event_title', 'text', (c) => c.notNull())
    .addColumn('event_description', 'text', (c) => c.notNull())
    .addColumn('process_step_index', 'integer', (c) => c.notNull())
    .addColumn('next_step_title', 'text', (c) => c.notNull())
    .addColumn('next_step_description', 'text', (c) => c.notNull())
    .addColumn('action', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tracker_events_case_idx')
    .on('tracker_events')
    .columns(['case_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('registered_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('tracker_cases.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('registration_no', 'text', (c) => c.notNull())
    .addColumn('registration_date', 'text', (c) => c.notNull())
    .addColumn('system_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registered_documents_case_idx').on('registered_documents').column('case_id').execute();

  await db.schema
    .createTable('document_requests')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('tracker_cases.id'))
    .addColumn('doc_type_names', 'text', (c) => c.notNull())
    .addColumn('system_time', 'text', (c) => c.notNull())
    .addColumn('fulfilled_at', 'text')
    .execute();
  await db.schema.createIndex('document_requests_case_idx').on('document_requests').column('case_id').execute();

  // A challenge exists for unknown case numbers too (case_id null), so they look the same.
  await db.schema
    .createTable('tracker_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_no', 'text', (c) => c.notNull())
    .addColumn('case_id', 'text', (c) => c.references('tracker_cases.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expire_time', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('block_until', 'text')
    .addColumn('verified_at', 'text')
    .execute();
  await db.schema
    .createIndex('tracker_challenges_case_idx')
    .on('tracker_challenges')
    .columns(['case_no', 'created_at'])
    .execute();
  await db.schema
    .createIndex('tracker_challenges_address_idx')
    .on('tracker_challenges')
    .columns(['address', 'created_at'])
    .execute();

  await db.schema
    .createTable('contact_confirmations')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('tracker_cases.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contact_confirmations',
    'tracker_challenges',
    'document_requests',
    'registered_documents',
    'tracker_events',
    'tracker_configs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('tracker_cases').dropColumn('process_step_index').execute();
}
