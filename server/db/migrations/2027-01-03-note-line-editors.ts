import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Everyone who wrote a note version's lines, in person or standing in for someone: none of them
  // may approve that version. Versions written before this are not known and bind nobody.
  await db.schema
    .createTable('assessment_line_editors')
    .addColumn('note_version_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('assessment_line_editors_pk', ['note_version_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assessment_line_editors').execute();
}
