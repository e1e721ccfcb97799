import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Browsers that signed in successfully as a user (device cookies): a random nonce per cookie,
  // the folded username it was given for, and the failures made with it since.
  await db.schema
    .createTable('trusted_devices')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trusted_devices_created_idx').on('trusted_devices').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
}
