import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// An e-mail may carry a binary file (a letter's PDF), kept as base64 text and said so here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('attachment_encoding', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachment_encoding').execute();
}
