import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // The tracker speaks the visitor's language: an event keeps its texts in both languages as
  // JSON { en, ro } beside the columns it always had; rows written before keep only those columns
  // and are shown as they were stored.
  await db.schema.alterTable('tracker_events').addColumn('texts', 'text').execute();
  // A document request names its types as staff typed them (uploads are matched on those names)
  // and, when they are known types, in both languages as JSON { en: [...], ro: [...] }.
  await db.schema.alterTable('document_requests').addColumn('labels', 'text').execute();
  // The date by which the insurer hopes to have the documents (YYYY-MM-DD, the business calendar).
  await db.schema.alterTable('document_requests').addColumn('due_date', 'text').execute();
  // The document types an organisation asks for, named in both languages.
  await db.schema
    .createTable('document_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ro', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_types_organisation_idx')
    .on('document_types')
    .column('organisation_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_types').execute();
  await db.schema.alterTable('document_requests').dropColumn('due_date').execute();
  await db.schema.alterTable('document_requests').dropColumn('labels').execute();
  await db.schema.alterTable('tracker_events').dropColumn('texts').execute();
}
