import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Each claim sent through the public form, by address and contact, for its sending limits.
  await db.schema
    .createTable('intake_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('intake_submissions_address_idx')
    .on('intake_submissions')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('intake_submissions_contact_idx')
    .on('intake_submissions')
    .columns(['contact', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('intake_submissions').execute();
}
