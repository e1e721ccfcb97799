import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // The language a notification's name was written in (its receiver's, then), so a page in the
  // other language can mark it as such. Older ones were written in their receiver's language too.
  await db.schema.alterTable('notifications').addColumn('language', 'text').execute();
  await db
    .updateTable('notifications')
    .set((eb) => ({
      language: eb.selectFrom('users').select('users.language').whereRef('users.id', '=', 'notifications.user_id'),
    }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('language').execute();
}
