import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // A guest link expires, and revoking it replaces the key (which ends every guest context made from it).
  await db.schema.alterTable('assignments').addColumn('guest_key_expires_at', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('description', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('vehicle_category', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('vehicle_color', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('contact', 'text').execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id'))
    .addColumn('request_key', 'text')
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size', 'integer')
    .addColumn('storage_key', 'text')
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_assignment_idx')
    .on('documents')
    .columns(['assignment_id', 'created_at'])
    .execute();
  await db.schema.createIndex('documents_request_idx').on('documents').columns(['request_key']).execute();
  // Which assignment asked for a tracker document request, so an upload lands on it.
  await db.schema.alterTable('document_requests').addColumn('assignment_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('document_requests').dropColumn('assignment_id').execute();
  await db.schema.dropTable('documents').execute();
  for (const column of ['contact', 'vehicle_color', 'vehicle_category', 'description'])
    await db.schema.alterTable('claim_files').dropColumn(column).execute();
  await db.schema.alterTable('assignments').dropColumn('guest_key_expires_at').execute();
}
