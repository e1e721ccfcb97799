import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Browsers that signed in successfully before (OWASP's device cookies), in the database so that
 * every instance sees the same budget. A device cookie exempts its browser from the address and
 * account locks that other people's failures cause; each attempt with it spends one of its
 * failures up front (atomically, so parallel guesses cannot overrun it), a good sign-in replaces it.
 */
export const DEVICE_FAILURE_BUDGET = 5;
/** How long a device cookie lasts; rows older than this are of no use and may be pruned. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60_000;

export interface DeviceClaim {
  username: string;
  nonce: string;
}

/**
 * Spends one attempt of the device's budget: true when the device is known for this username and
 * had attempts left, so this sign-in is exempt from the address and account locks.
 */
export async function spendDeviceAttempt(
  db: Kysely<Database>,
  device: DeviceClaim,
  username: string,
  now: Date,
): Promise<boolean> {
  if (device.username !== username) return false;
  const since = new Date(now.getTime() - DEVICE_LIFETIME_MS).toISOString();
  const spent = await db
    .updateTable('trusted_devices')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('nonce', '=', device.nonce)
    .where('username', '=', username)
    .where('failures', '<', DEVICE_FAILURE_BUDGET)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return spent.numUpdatedRows === 1n;
}

/** Remembers a browser after a good sign-in, forgetting the cookie it came with; answers the new nonce. */
export async function rememberDevice(
  db: Kysely<Database>,
  username: string,
  previousNonce: string | null,
  now: Date,
): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  await db.transaction().execute(async (trx) => {
    if (previousNonce) await trx.deleteFrom('trusted_devices').where('nonce', '=', previousNonce).execute();
    await trx
      .insertInto('trusted_devices')
      .values({ nonce, username, failures: 0, created_at: now.toISOString() })
      .execute();
  });
  return nonce;
}

/** Forgets at most `limit` devices whose cookies have expired (they can no longer be presented); for the pruning job. */
export async function pruneTrustedDevices(db: Kysely<Database>, now: Date, limit: number): Promise<number> {
  const before = new Date(now.getTime() - DEVICE_LIFETIME_MS).toISOString();
  const result = await db
    .deleteFrom('trusted_devices')
    .where('nonce', 'in', (eb) =>
      eb.selectFrom('trusted_devices as d').select('d.nonce').where('d.created_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
