import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // The key the claim form's confirmation adds photos of the damage with: kept only as its hash,
  // tied to the claim's first assignment, short-lived and counting the files it has sent.
  await db.schema
    .createTable('intake_photo_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('assignment_id', 'text', (c) => c.notNull())
    .addColumn('files_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('intake_photo_keys').execute();
}
