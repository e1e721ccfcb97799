import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('org_type', 'text', (c) => c.notNull())
    .addColumn('branding', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_organisation_idx').on('users').column('organisation_id').execute();

  await db.schema
    .createTable('tracker_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('case_no', 'text', (c) => c.notNull().unique())
    .addColumn('contact_channel', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tracker_cases').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('organisations').execute();
}
