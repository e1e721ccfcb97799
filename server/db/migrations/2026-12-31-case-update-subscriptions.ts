import { type Kysely, sql } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // A verified tracker visitor's wish to hear of each new public event of the case on its contact
  // channel. Pending until the confirmation link is pressed; ended by the unsubscribe link.
  await db.schema
    .createTable('case_update_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('tracker_cases.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('unsubscribe_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('sent_through', 'text')
    .execute();
  // One live subscription per case: a second request while one is pending or active finds it instead.
  await db.schema
    .createIndex('case_update_subscriptions_live')
    .on('case_update_subscriptions')
    .column('case_id')
    .unique()
    .where(sql.ref('status'), '<>', 'ended')
    .execute();
  // What a confirmation link confirms: the contact channel itself, or a subscription to updates.
  await db.schema
    .alterTable('contact_confirmations')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('contact'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_confirmations').dropColumn('purpose').execute();
  await db.schema.dropTable('case_update_subscriptions').execute();
}
