import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // An e-mail a visitor may stop (case updates) names the address a mail client's one-click
  // unsubscribe posts to, sent as the List-Unsubscribe headers.
  await db.schema.alterTable('outbox').addColumn('unsubscribe_url', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('unsubscribe_url').execute();
}
