import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Which of these outbox messages a timeline shows (as its printable e-mail or SMS), so they are kept. */
export async function messagesOnTimelines(db: Kysely<Database>, outboxIds: readonly string[]): Promise<string[]> {
  if (outboxIds.length === 0) return [];
  const rows = await db
    .selectFrom('timeline_entries')
    .select('outbox_id')
    .distinct()
    .where('outbox_id', 'in', outboxIds)
    .execute();
  return rows.flatMap((row) => (row.outbox_id ? [row.outbox_id] : []));
}
