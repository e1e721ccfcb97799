import type { Kysely } from 'kysely';
import { deleteBatch } from '../../db/delete-batch.ts';
import type { Database } from '../../db/schema.ts';

/** For the pruning job: deletes at most `limit` notifications their user cleared before `before`. */
export const pruneClearedNotifications = (db: Kysely<Database>, before: Date, limit: number) =>
  deleteBatch(db, 'notifications', 'id', (eb) => eb('cleared_at', '<', before.toISOString()), limit);
