import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// The claim files list asks of every file whether it has open work and how much: an index by file
// and finality answers both from the index alone, without reading the assignments themselves.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('assignments_file_final_idx')
    .on('assignments')
    .columns(['claim_file_id', 'is_final'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('assignments_file_final_idx').execute();
}
