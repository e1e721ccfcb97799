import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CONTACT_CODE, type ContactChange } from '../../../contract/profile.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contract/languages.ts';
import { AppError } from '../../errors.ts';
import { takeAllowance } from '../../limits/rate-limiter.ts';
import { translate } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { codeChannelOf, revokeOtherOwnSessions } from '../auth/index.ts';
import { bumpUserVersion, setCodeChannel, type UserRow } from '../organisations/index.ts';
import { enqueueMessage } from '../outbox/index.ts';

/**
 * Changing the channel one-time codes go to: a six-digit code is sent to the NEW channel and the
 * change is made only when it comes back, so nobody moves an account's second factor to a channel
 * they do not hold. The code is kept as an HMAC bound to the user and the new channel; it lives ten
 * minutes, five wrong tries end the change, and until then the old channel stays.
 */

type Deps = Pick<Services, 'db' | 'clock' | 'config' | 'outbox'>;

const codeHash = (deps: Deps, userId: string, recipient: string, code: string) =>
  createHmac('sha256', deps.config.tokenSecret).update(`contact:${userId}:${recipient}:${code}`).digest();

/** Starts (or starts again) a change: a new code goes to the new channel through the outbox. */
export async function startContactChange(
  deps: Deps,
  input: { user: UserRow; change: ContactChange; language: Language },
): Promise<void> {
  const { user, change } = input;
  const recipient = change.channel === 'sms' ? change.recipient.replace(/ /g, '') : change.recipient;
  const current = codeChannelOf(user);
  if (current && current.channel === change.channel && current.recipient.toLowerCase() === recipient.toLowerCase())
    throw new AppError('validation_failed', 'error.profile.contactUnchanged', { field: 'recipient' });
  const now = deps.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    channel: change.channel,
    recipient,
    code_hash: codeHash(deps, user.id, recipient, code).toString('hex'),
    expires_at: new Date(now.getTime() + CONTACT_CODE.lifetimeMs).toISOString(),
    failures: 0,
    created_at: now.toISOString(),
  };
  const minutes = CONTACT_CODE.lifetimeMs / 60_000;
  await deps.db.transaction().execute(async (trx) => {
    // One code a while per account, counted with the code it sends (a cancelled change included).
    const limit = { key: `contact-code:${user.id}`, limit: 1, windowMs: CONTACT_CODE.resendAfterMs };
    const allowance = await takeAllowance(trx, limit, now);
    if (!allowance.allowed) {
      const seconds = Math.ceil((allowance.retryAt.getTime() - now.getTime()) / 1000);
      throw new AppError('too_many_requests', 'error.profile.contactTooSoon', {
        field: 'recipient',
        params: { seconds, count: seconds },
        retryAfter: allowance.retryAt,
      });
    }
    await trx
      .insertInto('contact_changes')
      .values({ user_id: user.id, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
    await enqueueMessage(trx, now, {
      channel: change.channel,
      recipient,
      subject: translate(input.language, 'profile.contactMail.subject'),
      body: translate(input.language, 'profile.contactMail.body', { code, count: minutes }),
    });
  });
  deps.outbox.wake();
}

/** Drops a waiting change; the old channel simply stays. */
export async function cancelContactChange(deps: Deps, userId: string): Promise<void> {
  await deps.db.deleteFrom('contact_changes').where('user_id', '=', userId).execute();
}

const codeProblem = (key: `error.${string}`, params?: Record<string, number>) =>
  new AppError('validation_failed', key, { field: 'code', ...(params ? { params } : {}) });

/**
 * Makes the waiting change with the code the new channel received, on the version the person saw,
 * tells the old channel, and ends every other session of the account: whoever moved the second
 * factor keeps only the browser they did it from. Answers false (nothing written) when the user
 * changed since; throws on a missing, expired or wrong code, ending the change after its fifth
 * wrong try.
 */
export async function confirmContactChange(
  deps: Deps,
  input: { user: UserRow; seen: number; code: string; keepSessionId: string },
): Promise<boolean> {
  const { user } = input;
  const now = deps.clock.now();
  const pending = await deps.db
    .selectFrom('contact_changes')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!pending) throw codeProblem('error.profile.noContactChange');
  if (pending.expires_at <= now.toISOString()) {
    await cancelContactChange(deps, user.id);
    throw codeProblem('error.profile.contactCodeExpired');
  }
  const expected = Buffer.from(pending.code_hash, 'hex');
  if (!timingSafeEqual(codeHash(deps, user.id, pending.recipient, input.code), expected)) {
    const counted = await deps.db
      .updateTable('contact_changes')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('user_id', '=', user.id)
      .returning('failures')
      .executeTakeFirst();
    const failures = counted?.failures ?? CONTACT_CODE.maxFailures;
    if (failures >= CONTACT_CODE.maxFailures) {
      await cancelContactChange(deps, user.id);
      throw codeProblem('error.profile.contactCodeTooManyTries');
    }
    const left = CONTACT_CODE.maxFailures - failures;
    throw codeProblem('error.profile.contactCodeWrong', { left, count: left });
  }
  const changed = await deps.db.transaction().execute(async (trx) => {
    if (!(await bumpUserVersion(trx, user.id, input.seen))) return false;
    // Spent in the same transaction: a code is good for one change only, and only while under the limit.
    const spent = await trx
      .deleteFrom('contact_changes')
      .where('user_id', '=', user.id)
      .where('code_hash', '=', pending.code_hash)
      .where('failures', '<', CONTACT_CODE.maxFailures)
      .executeTakeFirst();
    if (Number(spent.numDeletedRows) !== 1) throw codeProblem('error.profile.noContactChange');
    const channel =
      pending.channel === 'sms' ? { phone: pending.recipient } : { email: pending.recipient, phone: null };
    await setCodeChannel(trx, user.id, channel);
    const old = codeChannelOf(user);
    if (old) {
      const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      await enqueueMessage(trx, now, {
        channel: old.channel,
        recipient: old.recipient,
        subject: translate(language, 'profile.contactMovedMail.subject'),
        body: translate(language, 'profile.contactMovedMail.body', {
          username: user.username,
          recipient: pending.recipient,
        }),
      });
    }
    await revokeOtherOwnSessions(trx, { ownerId: user.id, keepSessionId: input.keepSessionId, now });
    return true;
  });
  if (changed) deps.outbox.wake();
  return changed;
}
