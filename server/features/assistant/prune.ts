import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';

/**
 * For the pruning job: deletes at most `limit` daily allowance counters of days before the one
 * `before` falls on. Days are business dates (Romanian calendar), compared as text; a counter is
 * keyed by user and day, so the rows are picked by that pair.
 */
export async function pruneUsageDays(db: Kysely<Database>, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('ai_usage')
    .where((eb) =>
      eb(
        eb.refTuple('user_id', 'day'),
        'in',
        eb
          .selectFrom('ai_usage as u')
          .select(['u.user_id', 'u.day'])
          .where('u.day', '<', businessDate(before))
          .limit(limit)
          .$asTuple('user_id', 'day'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
