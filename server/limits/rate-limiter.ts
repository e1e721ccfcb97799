import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** At most `limit` actions per `key` in a window of `windowMs` that starts with the first of them. */
export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

export type Allowance = { allowed: true; count: number } | { allowed: false; retryAt: Date };

/** Thrown by `spendAllowances` inside the action's transaction, so the counts it took go back with it. */
export class LimitReachedError extends Error {
  readonly limit: RateLimit;
  readonly retryAt: Date;
  constructor(limit: RateLimit, retryAt: Date) {
    super(`rate limit reached: ${limit.key}`);
    this.limit = limit;
    this.retryAt = retryAt;
  }
}

/**
 * Counts one action against a limit, or refuses it, in one statement: an upsert whose update only
 * happens while the window has room (or has ended), so parallel requests on either engine can never
 * both take the last place. Run inside the action's transaction, the count is undone if the action
 * is; on PostgreSQL the row stays locked until then, so the next request waits and sees the result.
 */
export async function takeAllowance(db: Kysely<Database>, limit: RateLimit, now: Date): Promise<Allowance> {
  const at = now.toISOString();
  const windowEnds = new Date(now.getTime() + limit.windowMs).toISOString();
  const taken = await db
    .insertInto('rate_counters')
    .values({ key: limit.key, count: 1, window_ends: windowEnds })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet((eb) => {
          const ended = eb('rate_counters.window_ends', '<=', at);
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_counters.count', '+', 1))
              .end(),
            window_ends: eb.case().when(ended).then(windowEnds).else(eb.ref('rate_counters.window_ends')).end(),
          };
        })
        .where((eb) => eb.or([eb('rate_counters.window_ends', '<=', at), eb('rate_counters.count', '<', limit.limit)])),
    )
    .returning('count')
    .executeTakeFirst();
  if (taken) return { allowed: true, count: Number(taken.count) };
  const row = await db
    .selectFrom('rate_counters')
    .select('window_ends')
    .where('key', '=', limit.key)
    .executeTakeFirst();
  return { allowed: false, retryAt: new Date(row?.window_ends ?? windowEnds) };
}

/**
 * Takes one action's place under each limit in turn, or throws `LimitReachedError` for the first
 * that is full. Call it in the action's transaction: the throw rolls back the places already taken.
 */
export async function spendAllowances(db: Kysely<Database>, limits: readonly RateLimit[], now: Date): Promise<void> {
  for (const limit of limits) {
    const allowance = await takeAllowance(db, limit, now);
    if (!allowance.allowed) throw new LimitReachedError(limit, allowance.retryAt);
  }
}

/** Full until `until`, whatever the count was (a block that outlasts the counting window). */
export async function holdUntil(db: Kysely<Database>, limit: RateLimit, until: Date): Promise<void> {
  const values = { key: limit.key, count: limit.limit, window_ends: until.toISOString() };
  await db
    .insertInto('rate_counters')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ count: values.count, window_ends: values.window_ends }),
    )
    .execute();
}

/** Starts the key afresh (a success that proves the actions so far were the owner's). */
export async function forgetAllowance(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}

/** Whether the limit has no place left now (without taking one). */
export async function isFull(db: Kysely<Database>, limit: RateLimit, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('rate_counters')
    .select('count')
    .where('key', '=', limit.key)
    .where('window_ends', '>', now.toISOString())
    .executeTakeFirst();
  return Boolean(row && row.count >= limit.limit);
}

/** Gives one place back (an action counted in advance that turned out not to be one). */
export async function giveBack(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** Removes up to `limit` counters whose window ended before `before`; they hold nothing any more. */
export async function pruneEndedCounters(db: Kysely<Database>, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_counters')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('rate_counters as r')
        .select('r.key')
        .where('r.window_ends', '<', before.toISOString())
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
