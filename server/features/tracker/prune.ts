import type { Kysely } from 'kysely';
import { deleteBatch } from '../../db/delete-batch.ts';
import type { Database } from '../../db/schema.ts';

// The pruning job's deletes on the tracker's tables: at most `limit` rows that stopped being useful
// before `before` (the job decides how long they are kept).

/** Access-code challenges that expired before `before`, once any block on them ended before it too. */
export const pruneTrackerChallenges = (db: Kysely<Database>, before: Date, limit: number) =>
  deleteBatch(
    db,
    'tracker_challenges',
    'id',
    (eb) =>
      eb.and([
        eb('expire_time', '<', before.toISOString()),
        eb.or([eb('block_until', 'is', null), eb('block_until', '<', before.toISOString())]),
      ]),
    limit,
  );

/** Contact-confirmation links that expired or were used before `before`. */
export const pruneContactConfirmations = (db: Kysely<Database>, before: Date, limit: number) =>
  deleteBatch(
    db,
    'contact_confirmations',
    'key_hash',
    (eb) => eb.or([eb('expires_at', '<', before.toISOString()), eb('used_at', '<', before.toISOString())]),
    limit,
  );
