import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // What the profile's list of sessions shows: the browser and address that signed in, and when
  // the session was last refreshed.
  for (const column of ['user_agent', 'address', 'last_used_at']) {
    await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
  }
  // One-time codes may go by SMS: a phone number, when set, is the channel instead of the e-mail.
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
  // The language a new user starts in, edited as its own settings section with its own version.
  await db.schema
    .alterTable('organisations')
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('organisations')
    .addColumn('language_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A change of the channel for one-time codes waiting for the code sent to the new channel: one
  // per user, the code kept as an HMAC, so the old channel stays until the new one is proven.
  await db.schema
    .createTable('contact_changes')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_changes').execute();
  await db.schema.alterTable('organisations').dropColumn('language_version').execute();
  await db.schema.alterTable('organisations').dropColumn('default_language').execute();
  await db.schema.alterTable('users').dropColumn('phone').execute();
  for (const column of ['last_used_at', 'address', 'user_agent']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
