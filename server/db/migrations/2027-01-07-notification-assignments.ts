import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // The assignment a notification is about, so the list can lead to it. Older ones name none.
  await db.schema.alterTable('notifications').addColumn('assignment_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('assignment_id').execute();
}
