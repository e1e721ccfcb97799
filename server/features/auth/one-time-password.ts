import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OneTimePasswordResponse } from '../../../contract/auth.ts';
import type { Language } from '../../../contract/languages.ts';
import { translate } from '../../i18n.ts';
import { enqueueMessage } from '../outbox/index.ts';
import type { Services } from '../../services.ts';
import { issueTokens } from './issue-tokens.ts';
import { addRefreshToken, markOtpVerified, revokeUserSessions, type SessionRow } from './sessions.ts';
import { lockUser, type UserRow } from '../organisations/index.ts';

/**
 * One-time passwords, a second factor that cannot be guessed or replayed: six digits from a CSPRNG, stored as an HMAC bound to
 * the user and the sign-in session that asked, valid five minutes, single use. Five wrong codes
 * block until `block_until`, and the right code is refused too until then; the count lives with
 * the user, so asking for a new code does not reset it; a new code can be sent once a minute.
 */
export const OTP = {
  lifetimeMs: 5 * 60_000,
  resendCooldownMs: 60_000,
  maxFailures: 5,
  blockMs: 15 * 60_000,
} as const;

const none = {
  code_generated: false,
  block_until: null,
  expire_time: null,
  newAuthContext: null,
  success: false,
  is_blocked: false,
} satisfies OneTimePasswordResponse;

/** Where a user's one-time codes go: the phone by SMS when one is set, else the e-mail address. */
export function codeChannelOf(
  user: Pick<UserRow, 'email' | 'phone'>,
): { channel: 'email' | 'sms'; recipient: string } | null {
  if (user.phone) return { channel: 'sms', recipient: user.phone };
  return user.email ? { channel: 'email', recipient: user.email } : null;
}

const resendAfter = (sentAt: Date | string) =>
  new Date(new Date(sentAt).getTime() + OTP.resendCooldownMs).toISOString();

function codeHash(deps: Services, userId: string, sessionId: string, code: string): Buffer {
  return createHmac('sha256', deps.config.tokenSecret).update(`otp:${userId}:${sessionId}:${code}`).digest();
}

export async function generateOneTimePassword(
  deps: Services,
  user: UserRow,
  session: SessionRow,
  language: Language,
): Promise<OneTimePasswordResponse> {
  const now = deps.clock.now();
  const row = await deps.db
    .selectFrom('one_time_passwords')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (row?.block_until && new Date(row.block_until) > now)
    return { ...none, is_blocked: true, block_until: row.block_until };

  const contact = codeChannelOf(user);
  if (!contact) {
    // Without a channel for the code the second factor cannot be passed: the account locks until an
    // administrator gives it one, rather than letting the password alone in.
    await lockUser(deps.db, user.id, now, 'one-time password could not be generated');
    await revokeUserSessions(deps.db, user.id, now, 'account locked');
    return { ...none, is_blocked: true, generation_failed: true };
  }

  const stillValid = row && row.session_id === session.id && !row.used_at && new Date(row.expires_at) > now;
  if (stillValid && now.getTime() - new Date(row.last_sent_at).getTime() < OTP.resendCooldownMs) {
    // Too soon for another: the code sent stands, and the answer says when a new one may be had.
    return {
      ...none,
      code_generated: true,
      success: true,
      expire_time: row.expires_at,
      resend_after: resendAfter(row.last_sent_at),
    };
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + OTP.lifetimeMs).toISOString();
  const failures = row?.block_until ? 0 : (row?.failures ?? 0); // an expired block starts afresh
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('one_time_passwords')
      .values({
        user_id: user.id,
        session_id: session.id,
        code_hash: codeHash(deps, user.id, session.id, code).toString('hex'),
        expires_at: expiresAt,
        last_sent_at: now.toISOString(),
        failures,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          session_id: session.id,
          code_hash: codeHash(deps, user.id, session.id, code).toString('hex'),
          expires_at: expiresAt,
          last_sent_at: now.toISOString(),
          failures,
          block_until: null,
          used_at: null,
        }),
      )
      .execute();
    await enqueueMessage(trx, now, {
      channel: contact.channel,
      recipient: contact.recipient,
      subject: translate(language, 'otp.mail.subject'),
      body: translate(language, 'otp.mail.body', { code, count: OTP.lifetimeMs / 60_000 }),
    });
  });
  deps.outbox.wake();
  return { ...none, code_generated: true, success: true, expire_time: expiresAt, resend_after: resendAfter(now) };
}

export async function verifyOneTimePassword(
  deps: Services,
  user: UserRow,
  session: SessionRow,
  code: string,
): Promise<OneTimePasswordResponse> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const row = await deps.db
    .selectFrom('one_time_passwords')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row || row.session_id !== session.id) return none;
  if (row.block_until && new Date(row.block_until) > now)
    return { ...none, is_blocked: true, block_until: row.block_until };

  const expected = Buffer.from(row.code_hash, 'hex');
  const matches = timingSafeEqual(codeHash(deps, user.id, session.id, code), expected);
  if (matches && !row.used_at && row.expires_at > at) {
    // Spend the code only while under the limit, so a right guess racing wrong ones cannot slip past.
    const spent = await deps.db
      .updateTable('one_time_passwords')
      .set({ used_at: at })
      .where('user_id', '=', user.id)
      .where('session_id', '=', session.id)
      .where('used_at', 'is', null)
      .where('failures', '<', OTP.maxFailures)
      .where((eb) => eb.or([eb('block_until', 'is', null), eb('block_until', '<=', at)]))
      .executeTakeFirst();
    if (spent.numUpdatedRows === 1n) {
      await markOtpVerified(deps.db, session.id);
      const refreshToken = await addRefreshToken(deps.db, session.id, now);
      const tokens = await issueTokens(deps, { ...session, otp_verified: 1 }, refreshToken, user);
      return { ...none, success: true, newAuthContext: tokens };
    }
  }

  const counted = await deps.db
    .updateTable('one_time_passwords')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('user_id', '=', user.id)
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (counted.failures >= OTP.maxFailures) {
    const blockUntil = new Date(now.getTime() + OTP.blockMs).toISOString();
    await deps.db
      .updateTable('one_time_passwords')
      .set({ block_until: blockUntil })
      .where('user_id', '=', user.id)
      .where((eb) => eb.or([eb('block_until', 'is', null), eb('block_until', '<=', at)]))
      .execute();
    const current = await deps.db
      .selectFrom('one_time_passwords')
      .select('block_until')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    return { ...none, is_blocked: true, block_until: current.block_until };
  }
  return none;
}
