import { type Kysely, sql } from 'kysely';
import { engineOf } from '../engine-of.ts';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // The plate as the vehicle search compares it (upper case, no spaces or dashes: "b 123-abc" is
  // "B123ABC"), kept by the database itself so every writer of a plate keeps it right, and indexed
  // per organisation so a search by plate reads the index instead of every file. SQLite adds a
  // generated column only as VIRTUAL (its index stores the values); PostgreSQL only as STORED.
  const key = sql`upper(replace(replace(plate, ' ', ''), '-', ''))`;
  const postgres = engineOf(db) === 'postgres';
  await db.schema
    .alterTable('claim_files')
    .addColumn('plate_key', 'text', (c) => {
      const generated = c.generatedAlwaysAs(key);
      return postgres ? generated.stored() : generated;
    })
    .execute();
  await db.schema
    .createIndex('claim_files_org_plate_key_idx')
    .on('claim_files')
    .columns(['organisation_id', 'plate_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('claim_files_org_plate_key_idx').execute();
  await db.schema.alterTable('claim_files').dropColumn('plate_key').execute();
}
