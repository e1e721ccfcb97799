import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Every limit counts in one row per key, changed by one conditional upsert: counting rows and
  // then inserting let parallel requests all pass on PostgreSQL.
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_ends', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_counters_window_ends_idx').on('rate_counters').column('window_ends').execute();
  // The policy checks' attempts were kept only to be counted; the counter replaces them.
  await db.schema.dropTable('policy_check_attempts').execute();
  // A username's guesses per block are counted there too, taken before the password is checked.
  await db.schema.alterTable('login_throttle').dropColumn('failures').execute();
  // And the usernames one address tried, as places under the address's allowance.
  await db.schema.dropTable('address_login_failures').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address_login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_login_failures_idx')
    .on('address_login_failures')
    .columns(['address', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('address_login_failures_failed_idx')
    .on('address_login_failures')
    .column('failed_at')
    .execute();
  await db.schema
    .alterTable('login_throttle')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('policy_check_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('policy_check_attempts_address_idx')
    .on('policy_check_attempts')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('policy_check_attempts_created_idx')
    .on('policy_check_attempts')
    .column('created_at')
    .execute();
  await db.schema.dropTable('rate_counters').execute();
}
