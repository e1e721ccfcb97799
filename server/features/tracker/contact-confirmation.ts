import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Contact-channel confirmation keys, unguessable links: 128 random bits, stored hashed, valid a
 * week, spent by one confirmation. Opening the link only looks; the page's button confirms, so a
 * mail scanner that follows links does not spend the key. A key confirms either the channel itself
 * or a subscription to the case's updates (double opt-in): its purpose says which.
 */
const LIFETIME_MS = 7 * 24 * 60 * 60_000;
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export type ConfirmationPurpose = 'contact' | 'updates';

export async function createContactConfirmation(
  db: Kysely<Database>,
  caseId: string,
  now: Date,
  purpose: ConfirmationPurpose = 'contact',
): Promise<string> {
  const key = randomBytes(16).toString('base64url');
  await db
    .insertInto('contact_confirmations')
    .values({
      key_hash: hashKey(key),
      case_id: caseId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
      purpose,
    })
    .execute();
  return key;
}

/**
 * What a key can still confirm (known, unspent, unexpired), for which claim and contact; null
 * otherwise. Its holder received it at that contact: naming both tells them nothing new and lets
 * them see the link is the one they meant.
 */
export async function usableConfirmation(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<{ purpose: ConfirmationPurpose; case_no: string; contact: string } | null> {
  const row = await db
    .selectFrom('contact_confirmations as k')
    .innerJoin('tracker_cases as c', 'c.id', 'k.case_id')
    .select(['k.purpose', 'c.case_no', 'c.contact_channel'])
    .where('k.key_hash', '=', hashKey(key))
    .where('k.used_at', 'is', null)
    .where('k.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { purpose: row.purpose, case_no: row.case_no, contact: row.contact_channel } : null;
}

/** Spends the key (and starts the subscription it confirms); true only for the one call that did. */
export async function confirmContact(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('contact_confirmations')
      .set({ used_at: now.toISOString() })
      .where('key_hash', '=', hashKey(key))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning(['case_id', 'purpose'])
      .executeTakeFirst();
    if (!result) return false;
    if (result.purpose === 'updates') await activateSubscription(trx, result.case_id, now);
    return true;
  });
}

/** The updates link's button was pressed: the case's pending subscription starts, from now on. */
async function activateSubscription(trx: Kysely<Database>, caseId: string, now: Date): Promise<void> {
  await trx
    .updateTable('case_update_subscriptions')
    .set({ status: 'active', confirmed_at: now.toISOString(), sent_through: now.toISOString() })
    .where('case_id', '=', caseId)
    .where('status', '=', 'pending')
    .execute();
}
