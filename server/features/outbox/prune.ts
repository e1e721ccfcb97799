import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * For the pruning job: deletes at most `limit` messages delivered before `before`, except those
 * `shownElsewhere` says another part still shows (a timeline's printable e-mail or SMS). Failed and
 * unsent messages are kept. Old delivered ones are read a page at a time in key order, so kept ones
 * are passed over instead of filling the batch; one statement deletes what is left.
 */
export async function pruneSentMessages(
  db: Kysely<Database>,
  before: Date,
  limit: number,
  shownElsewhere: (ids: string[]) => Promise<string[]>,
): Promise<number> {
  const doomed: string[] = [];
  let after = '';
  while (doomed.length < limit) {
    const page = await db
      .selectFrom('outbox')
      .select('id')
      .where('sent_at', '<', before.toISOString())
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    const ids = page.map((row) => row.id);
    const shown = new Set(ids.length > 0 ? await shownElsewhere(ids) : []);
    doomed.push(...ids.filter((id) => !shown.has(id)));
    if (ids.length < limit) break;
    after = ids[ids.length - 1] ?? after;
  }
  if (doomed.length === 0) return 0;
  const ids = doomed.slice(0, limit);
  // Only delivered messages are doomed, so their files go with them and nothing waiting loses one.
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('outbox_attachments').where('outbox_id', 'in', ids).execute();
    const result = await trx
      .deleteFrom('outbox')
      .where('id', 'in', ids)
      .where('sent_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
