import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Asks the database the smallest question; throws when it does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
