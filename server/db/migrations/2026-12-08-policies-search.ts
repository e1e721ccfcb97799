import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// Staff find a policy by a word of its number, a plate, a VIN or the holder's name: each policy is
// stored under those words (normalised as the assignment search does), so a prefix is one index range.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('policy_search_terms')
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('policy_id', 'text', (c) => c.notNull().references('policies.id'))
    .execute();
  await db.schema
    .createIndex('policy_search_terms_idx')
    .on('policy_search_terms')
    .columns(['organisation_id', 'term', 'policy_id'])
    .execute();
  await db.schema.createIndex('policy_search_terms_policy_idx').on('policy_search_terms').column('policy_id').execute();

  // The public claim form's policy checks, counted per address so the register cannot be enumerated.
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('policy_check_attempts').execute();
  await db.schema.dropTable('policy_search_terms').execute();
}
