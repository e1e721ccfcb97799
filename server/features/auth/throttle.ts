import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Brute-force defence for passwords, all in the database so that it spans
 * instances and addresses, and updated atomically so parallel attempts are all counted.
 * Keycloak's model: 5 failures block the username; each block waits a minute longer than the
 * last, at most 15 minutes; the growth resets after 12 quiet hours; 100 consecutive failures lock
 * the account for good (NIST SP 800-63B). Separately, one address failing on many usernames is
 * refused with 429.
 */
export const THROTTLE = {
  failuresPerBlock: 5,
  blockStepMs: 60_000,
  blockMaxMs: 15 * 60_000,
  blockGrowthResetMs: 12 * 60 * 60_000,
  maxConsecutiveFailures: 100,
  addressWindowMs: 15 * 60_000,
  addressMaxUsernames: 10,
} as const;

export async function blockedUntil(db: Kysely<Database>, username: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('login_throttle')
    .select('blocked_until')
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row?.blocked_until) return null;
  const until = new Date(row.blocked_until);
  return until > now ? until : null;
}

interface FailureOutcome {
  /** Set when this failure started a block. */
  blockedUntil: Date | null;
  /** True when the account reached the lifetime limit and must be locked. */
  reachedLockLimit: boolean;
}

export async function recordFailure(
  db: Kysely<Database>,
  username: string,
  address: string,
  now: Date,
): Promise<FailureOutcome> {
  const at = now.toISOString();
  await db
    .insertInto('address_login_failures')
    .values({ id: randomUUID(), address, username, failed_at: at })
    .execute();
  // Blocks stop growing after a quiet spell.
  await db
    .updateTable('login_throttle')
    .set({ block_count: 0 })
    .where('username', '=', username)
    .where('last_failure_at', '<', new Date(now.getTime() - THROTTLE.blockGrowthResetMs).toISOString())
    .execute();
  const counted = await db
    .insertInto('login_throttle')
    .values({ username, failures: 1, consecutive_failures: 1, block_count: 0, last_failure_at: at })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet((eb) => ({
        failures: eb('login_throttle.failures', '+', 1),
        consecutive_failures: eb('login_throttle.consecutive_failures', '+', 1),
        last_failure_at: at,
      })),
    )
    .returning(['failures', 'consecutive_failures', 'block_count'])
    .executeTakeFirstOrThrow();

  let until: Date | null = null;
  if (counted.failures >= THROTTLE.failuresPerBlock) {
    const blocks = counted.block_count + 1;
    until = new Date(now.getTime() + Math.min(blocks * THROTTLE.blockStepMs, THROTTLE.blockMaxMs));
    // Only the request that still sees the full count starts the block: parallel ones find it reset.
    const started = await db
      .updateTable('login_throttle')
      .set({ failures: 0, block_count: blocks, blocked_until: until.toISOString() })
      .where('username', '=', username)
      .where('failures', '>=', THROTTLE.failuresPerBlock)
      .executeTakeFirst();
    if (started.numUpdatedRows === 0n) until = null;
  }
  return { blockedUntil: until, reachedLockLimit: counted.consecutive_failures >= THROTTLE.maxConsecutiveFailures };
}

/** A success forgets the failures (Keycloak: a success resets the counter). */
export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failures: 0, consecutive_failures: 0, block_count: 0, blocked_until: null })
    .where('username', '=', username)
    .execute();
}

/**
 * Until when this address is refused for having failed on too many different usernames lately
 * (password spraying), or null: the block lifts when the oldest of the last usernames it failed
 * on leaves the window.
 */
export async function addressBlockedUntil(db: Kysely<Database>, address: string, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - THROTTLE.addressWindowMs).toISOString();
  const row = await db
    .selectFrom('address_login_failures')
    .select((eb) => eb.fn.max('failed_at').as('last_failed_at'))
    .where('address', '=', address)
    .where('failed_at', '>', since)
    .groupBy('username')
    .orderBy('last_failed_at', 'desc')
    .limit(1)
    .offset(THROTTLE.addressMaxUsernames - 1)
    .executeTakeFirst();
  return row ? new Date(new Date(row.last_failed_at).getTime() + THROTTLE.addressWindowMs) : null;
}

/** A success forgets the account's failure run, not its block: for a browser the block does not hold. */
export async function clearConsecutiveFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.updateTable('login_throttle').set({ consecutive_failures: 0 }).where('username', '=', username).execute();
}

/** Forgets at most `limit` address failures older than the window; the pruning job calls it until none are left. */
export async function pruneAddressFailures(db: Kysely<Database>, now: Date, limit: number): Promise<number> {
  const before = new Date(now.getTime() - THROTTLE.addressWindowMs).toISOString();
  const result = await db
    .deleteFrom('address_login_failures')
    .where('id', 'in', (eb) =>
      eb.selectFrom('address_login_failures as f').select('f.id').where('f.failed_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
