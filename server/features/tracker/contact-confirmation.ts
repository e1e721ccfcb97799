import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Contact-channel confirmation keys, unguessable links: 128 random bits, stored hashed, valid a
 * week, spent by one confirmation. Opening the link only looks; the page's button confirms, so a
 * mail scanner that follows links does not spend the key.
 */
const LIFETIME_MS = 7 * 24 * 60 * 60_000;
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createContactConfirmation(db: Kysely<Database>, caseId: string, now: Date): Promise<string> {
  const key = randomBytes(16).toString('base64url');
  await db
    .insertInto('contact_confirmations')
    .values({
      key_hash: hashKey(key),
      case_id: caseId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
    })
    .execute();
  return key;
}

/** Whether a key can still confirm: known, unspent, unexpired. */
export async function isConfirmationUsable(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('contact_confirmations')
    .select('key_hash')
    .where('key_hash', '=', hashKey(key))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

/** Spends the key; true only for the one call that did. */
export async function confirmContact(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('contact_confirmations')
    .set({ used_at: now.toISOString() })
    .where('key_hash', '=', hashKey(key))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
