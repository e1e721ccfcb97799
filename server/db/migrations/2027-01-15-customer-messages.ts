import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// Staff write to the people of a claim from the organisation's templates (both languages, with
// placeholders for the claim's fields), and an e-mail may carry several of the claim's documents.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject_en', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('subject_ro', 'text', (c) => c.notNull())
    .addColumn('body_ro', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('message_templates_organisation')
    .on('message_templates')
    .columns(['organisation_id', 'name'])
    .execute();
  await db.schema
    .createTable('outbox_attachments')
    .addColumn('outbox_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbox_attachments_pk', ['outbox_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_attachments').execute();
  await db.schema.dropTable('message_templates').execute();
}
