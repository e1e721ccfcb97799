import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { takeAllowance } from '../../limits/rate-limiter.ts';
import { translate } from '../../i18n.ts';
import { findOrganisationById } from '../organisations/index.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { publicLink } from './case-link.ts';
import { createContactConfirmation } from './contact-confirmation.ts';

export type UpdatesStatus = 'none' | 'pending' | 'active';

/** Confirmation links a case may ask for in an hour: enough to ask again, too few to pump messages. */
export const UPDATE_REQUESTS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

export interface UpdatesDeps {
  db: Kysely<Database>;
  secret: string;
  publicOrigin: string;
}

/**
 * The unsubscribe key of a subscription: derived from its id with the server's secret, so each
 * message can carry it although only its hash is stored (a stolen table gives no working link).
 */
export const unsubscribeKey = (secret: string, subscriptionId: string) =>
  createHmac('sha256', secret).update(`case-updates:${subscriptionId}`).digest().subarray(0, 16).toString('base64url');
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const channelOfContact = (contact: string): 'email' | 'sms' => (contact.includes('@') ? 'email' : 'sms');

async function liveSubscription(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('case_update_subscriptions')
    .select(['id', 'status'])
    .where('case_id', '=', caseId)
    .where('status', '<>', 'ended')
    .executeTakeFirst();
}

export async function updatesStatusOf(db: Kysely<Database>, caseId: string): Promise<UpdatesStatus> {
  const live = await liveSubscription(db, caseId);
  return live?.status === 'active' || live?.status === 'pending' ? live.status : 'none';
}

/**
 * A verified visitor asks for updates: a pending subscription (the one live, or a new one) and a
 * confirmation link to the case's contact channel. Nothing is sent about events until that link's
 * button is pressed, so nobody can sign someone else's address up.
 */
export async function requestUpdates(
  deps: UpdatesDeps,
  caseId: string,
  language: Language,
  now: Date,
): Promise<UpdatesStatus> {
  return deps.db.transaction().execute(async (trx) => {
    const live = await liveSubscription(trx, caseId);
    if (live?.status === 'active') return 'active';
    // Counted in the transaction that sends the link, so parallel requests cannot all pass the last place.
    const allowance = await takeAllowance(
      trx,
      { key: `updates-links:${caseId}`, limit: UPDATE_REQUESTS_PER_HOUR, windowMs: HOUR_MS },
      now,
    );
    if (!allowance.allowed)
      throw new AppError('too_many_requests', 'error.tracker.updatesTooMany', { retryAfter: allowance.retryAt });
    const found = await trx
      .selectFrom('tracker_cases')
      .select(['case_no', 'contact_channel', 'organisation_id'])
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();
    const { code } = await findOrganisationById(trx, found.organisation_id);
    const trackerCase = { ...found, code };
    const channel = channelOfContact(trackerCase.contact_channel);
    if (!live) {
      const id = randomUUID();
      await trx
        .insertInto('case_update_subscriptions')
        .values({
          id,
          case_id: caseId,
          channel,
          language,
          status: 'pending',
          created_at: now.toISOString(),
          unsubscribe_key_hash: hashKey(unsubscribeKey(deps.secret, id)),
        })
        // A second request for the case at the same instant finds the first's pending row (one live
        // subscription per case) and only sends its own confirmation link.
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    } else {
      await trx.updateTable('case_update_subscriptions').set({ language }).where('id', '=', live.id).execute();
    }
    const key = await createContactConfirmation(trx, caseId, now, 'updates');
    const values = {
      case_no: trackerCase.case_no,
      link: publicLink(deps.publicOrigin, language, `/contact-confirmation/${key}`, trackerCase.code),
    };
    await enqueueMessage(trx, now, {
      channel,
      recipient: trackerCase.contact_channel,
      subject: translate(language, 'tracker.updates.confirmSubject', values),
      body: translate(language, 'tracker.updates.confirmBody', values),
    });
    return 'pending';
  });
}

/** Whether an unsubscribe key names a subscription that has not ended. */
export async function isSubscribed(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('case_update_subscriptions')
    .select('id')
    .where('unsubscribe_key_hash', '=', hashKey(key))
    .where('status', '<>', 'ended')
    .executeTakeFirst();
  return Boolean(row);
}

/** Ends the subscription a key names; true when it was live (a second click changes nothing). */
export async function unsubscribe(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('case_update_subscriptions')
    .set({ status: 'ended', ended_at: now.toISOString() })
    .where('unsubscribe_key_hash', '=', hashKey(key))
    .where('status', '<>', 'ended')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
