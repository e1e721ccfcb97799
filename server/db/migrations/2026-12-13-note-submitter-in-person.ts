import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Who submitted a note in person when standing in for a colleague: neither may then approve it.
  await db.schema.alterTable('assessment_note_versions').addColumn('submitted_by_real_user_id', 'text').execute();
}

// Undoing it is needed by the tests that migrate an older database down and up again.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assessment_note_versions').dropColumn('submitted_by_real_user_id').execute();
}
