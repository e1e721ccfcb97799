import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  forgetAllowance,
  giveBack,
  holdUntil,
  isFull,
  takeAllowance,
  type RateLimit,
} from '../../limits/rate-limiter.ts';

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

/** The guesses a username gets per block, counted before any password is checked. */
const passwordAttempts = (username: string): RateLimit => ({
  key: `password:${username}`,
  limit: THROTTLE.failuresPerBlock,
  windowMs: THROTTLE.blockGrowthResetMs,
});

const blockLengthMs = (blocks: number) => Math.min(blocks * THROTTLE.blockStepMs, THROTTLE.blockMaxMs);

/**
 * Takes one of the username's guesses before its password is checked, so parallel guesses cannot
 * all pass a check made before any of them failed: the fifth place is the last, and the request
 * that fails on it starts the block. Resolves to the attempt's number in its run, or to when the
 * username may try again.
 */
export async function takePasswordAttempt(
  db: Kysely<Database>,
  username: string,
  now: Date,
): Promise<{ attempt: number } | { blockedUntil: Date }> {
  const allowance = await takeAllowance(db, passwordAttempts(username), now);
  if (allowance.allowed) return { attempt: allowance.count };
  const until = await blockedUntil(db, username, now);
  if (until) return { blockedUntil: until };
  // The last place was taken a moment ago and its block is not written yet: it will be this long.
  const row = await db
    .selectFrom('login_throttle')
    .select('block_count')
    .where('username', '=', username)
    .executeTakeFirst();
  return { blockedUntil: new Date(now.getTime() + blockLengthMs((row?.block_count ?? 0) + 1)) };
}

interface FailureOutcome {
  /** Set when this failure started a block. */
  blockedUntil: Date | null;
  /** True when the account reached the lifetime limit and must be locked. */
  reachedLockLimit: boolean;
}

/**
 * A wrong password on the `attempt`-th guess of a run: the failure run grows, and the guess that
 * took the last place starts a block that lasts a minute longer than the last one.
 */
export async function recordFailure(
  db: Kysely<Database>,
  username: string,
  attempt: number,
  now: Date,
): Promise<FailureOutcome> {
  const at = now.toISOString();
  // Blocks stop growing after a quiet spell.
  await db
    .updateTable('login_throttle')
    .set({ block_count: 0 })
    .where('username', '=', username)
    .where('last_failure_at', '<', new Date(now.getTime() - THROTTLE.blockGrowthResetMs).toISOString())
    .execute();
  const counted = await db
    .insertInto('login_throttle')
    .values({ username, consecutive_failures: 1, block_count: 0, last_failure_at: at })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet((eb) => ({
        consecutive_failures: eb('login_throttle.consecutive_failures', '+', 1),
        last_failure_at: at,
      })),
    )
    .returning(['consecutive_failures', 'block_count'])
    .executeTakeFirstOrThrow();

  let until: Date | null = null;
  // Only one request in a run can hold the last place, so only one starts the block.
  if (attempt >= THROTTLE.failuresPerBlock) {
    const blocks = counted.block_count + 1;
    until = new Date(now.getTime() + blockLengthMs(blocks));
    await db
      .updateTable('login_throttle')
      .set({ block_count: blocks, blocked_until: until.toISOString() })
      .where('username', '=', username)
      .execute();
    await holdUntil(db, passwordAttempts(username), until);
  }
  return { blockedUntil: until, reachedLockLimit: counted.consecutive_failures >= THROTTLE.maxConsecutiveFailures };
}

/** A success forgets the failures (Keycloak: a success resets the counter). */
export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await forgetAllowance(db, passwordAttempts(username).key);
  await db
    .updateTable('login_throttle')
    .set({ consecutive_failures: 0, block_count: 0, blocked_until: null })
    .where('username', '=', username)
    .execute();
}

/** How many different usernames one address may try in a window (password spraying). */
const usernamesFrom = (address: string): RateLimit => ({
  key: `sign-in-usernames:${address}`,
  limit: THROTTLE.addressMaxUsernames,
  windowMs: THROTTLE.addressWindowMs,
});
/** Whether this address tried this username lately: a place taken once, not at every guess. */
const usernameFrom = (address: string, username: string): RateLimit => ({
  key: `sign-in-username:${address}:${username}`,
  limit: 1,
  windowMs: THROTTLE.addressWindowMs,
});

/**
 * Counts a username new to this address against the address's allowance of usernames, before the
 * password is checked, so parallel guesses on many usernames cannot all pass; a username the
 * address tried lately is not counted again (its own guesses are limited per username), and one
 * is marked as tried only once it holds a place, so no username passes uncounted. Resolves
 * to whether this attempt took a place (given back after a success), or to when the address may
 * try a new username again.
 */
export async function takeAddressAttempt(
  db: Kysely<Database>,
  address: string,
  username: string,
  now: Date,
): Promise<{ newUsername: boolean } | { blockedUntil: Date }> {
  const pair = usernameFrom(address, username);
  // Marked only once it holds a place, so "tried lately" always means "counted".
  if (await isFull(db, pair, now)) return { newUsername: false };
  const place = await takeAllowance(db, usernamesFrom(address), now);
  if (!place.allowed) return { blockedUntil: place.retryAt };
  // A parallel attempt on the same username took a place for it too: one is enough.
  if (!(await takeAllowance(db, pair, now)).allowed) {
    await giveBack(db, usernamesFrom(address).key);
    return { newUsername: false };
  }
  return { newUsername: true };
}

/** A success (or a refusal for another reason) is no spraying: the username's place goes back. */
export async function giveBackAddressAttempt(db: Kysely<Database>, address: string, username: string): Promise<void> {
  await forgetAllowance(db, usernameFrom(address, username).key);
  await giveBack(db, usernamesFrom(address).key);
}

/** A success forgets the account's failure run, not its block: for a browser the block does not hold. */
export async function clearConsecutiveFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.updateTable('login_throttle').set({ consecutive_failures: 0 }).where('username', '=', username).execute();
}

/** An administrator's unlock: the username starts with a clean slate, blocks and guesses alike. */
export async function forgetSignInFailures(db: Kysely<Database>, username: string): Promise<void> {
  await forgetAllowance(db, passwordAttempts(username).key);
  await db.deleteFrom('login_throttle').where('username', '=', username).execute();
}
