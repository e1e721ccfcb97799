import type { Kysely } from 'kysely';
import { deleteBatch } from '../../db/delete-batch.ts';
import type { Database } from '../../db/schema.ts';

/** For the pruning job: forgets at most `limit` claim-form submissions made before `before`. */
export const pruneIntakeSubmissions = (db: Kysely<Database>, before: Date, limit: number) =>
  deleteBatch(db, 'intake_submissions', 'id', (eb) => eb('created_at', '<', before.toISOString()), limit);
