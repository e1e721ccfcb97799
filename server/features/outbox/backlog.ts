import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Messages not yet sent, and how long the oldest of them has waited (0 when none waits), for the metrics. */
export async function outboxBacklog(
  db: Kysely<Database>,
  now: Date,
): Promise<{ waiting: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number | string>().as('waiting'), eb.fn.min('created_at').as('oldest')])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? Date.parse(String(row.oldest)) : Number.NaN;
  return {
    waiting: Number(row.waiting),
    oldestSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
