import { isCaseLinkKey } from './case-link.ts';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';
import { ACCESS_CODE_ALPHABET, type TrackerChallenge } from '../../../contract/tracker.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { LimitReachedError, spendAllowances, type RateLimit } from '../../limits/rate-limiter.ts';
import { translate } from '../../i18n.ts';
import type { OutboxDispatcher } from '../outbox/index.ts';
import { enqueueMessage } from '../outbox/index.ts';
import type { CaseTokens } from './case-token.ts';
import { TRACKER } from './limits.ts';
import { currentEventOf, findCaseById, findCaseByNumber } from './repository.ts';

export interface TrackerDeps {
  db: Kysely<Database>;
  clock: Clock;
  secret: string;
  outbox: OutboxDispatcher;
  caseTokens: CaseTokens;
}

const base = {
  challenge_id: null,
  block_until: null,
  expire_time: null,
  code_validated: false,
  is_blocked: false,
  currentEvent: null,
  newAuthContext: null,
  sent_at: null,
  reused: false,
  resend_at: null,
  attempts_left: null,
  block_reason: null,
} as const;

type ChallengeRow = {
  id: string;
  created_at: string;
  expire_time: string;
  failures: number;
};

/** A challenge as the page sees it: when its code went out, from when another may be asked, guesses left. */
const sentAnswer = (row: ChallengeRow, reused: boolean): TrackerChallenge => ({
  ...base,
  challenge_id: row.id,
  status: 'sent',
  expire_time: row.expire_time,
  sent_at: row.created_at,
  reused,
  resend_at: new Date(new Date(row.created_at).getTime() + TRACKER.resendCooldownMs).toISOString(),
  attempts_left: Math.max(0, TRACKER.maxFailures - row.failures),
});

const blockedAnswer = (
  blockUntil: string | null,
  reason: NonNullable<TrackerChallenge['block_reason']>,
): TrackerChallenge => ({
  ...base,
  status: 'blocked',
  is_blocked: true,
  block_until: blockUntil,
  attempts_left: 0,
  block_reason: reason,
});

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();
const codeHash = (deps: TrackerDeps, challengeId: string, code: string) =>
  hmac(deps.secret, `tracker:${challengeId}:${code}`);

function newCode(): string {
  return Array.from(
    { length: TRACKER_ACCESS_CODE_LENGTH },
    () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * The sends a new code spends: per case and per address (guessing, pumping) and in total (cost).
 * A visitor who came by the link of one of our messages about the case (its key, case-link.ts)
 * is not held to their network's count: anyone on a shared network could otherwise shut every
 * case out of it for an hour. The case's own count and the total still hold.
 */
const ADDRESS_LIMIT = 'tracker-address:';
const sendLimits = (caseNo: string, address: string, byOurLink: boolean): RateLimit[] => [
  { key: `tracker-case:${caseNo}`, limit: TRACKER.sendsPerCasePerHour, windowMs: HOUR_MS },
  ...(byOurLink
    ? []
    : [{ key: `${ADDRESS_LIMIT}${address}`, limit: TRACKER.sendsPerAddressPerHour, windowMs: HOUR_MS }]),
  { key: 'tracker-sends', limit: TRACKER.sendsPerHourInTotal, windowMs: HOUR_MS },
];
const HOUR_MS = 60 * 60_000;

/**
 * GET /api/tracker/startChallenge/{case_no}: a code to the case's contact channel. Every well-formed
 * number gets the same answer, known or not; a new code is sent at most once a minute and a few
 * times an hour per case and per address, and a global hourly cap stops message pumping. An
 * unknown number costs the address a send as well, so trying numbers costs what sending does.
 * Reopening a number (a reload, a new tab, the claim form's link) while the address's challenge for
 * it is still valid answers that challenge again: no new code and nothing counted. Only `resend`
 * (the visitor's "Send a new code") starts another, once the minute since the last one has passed.
 * The answer names no part of the contact: a mask of a real contact and one invented for an
 * unknown number can never share a distribution (real domains, first letters, the share of phones
 * all change with the insurer's customers), so any mask would tell some numbers apart.
 */
export async function startChallenge(
  deps: TrackerDeps,
  caseNo: string,
  address: string,
  language: Language,
  options: { resend?: boolean; linkKey?: string } = {},
): Promise<TrackerChallenge> {
  const { resend = false } = options;
  const byOurLink = isCaseLinkKey(deps.secret, caseNo, options.linkKey);
  const now = deps.clock.now();
  const trackerCase = await findCaseByNumber(deps.db, caseNo);

  const latest = await deps.db
    .selectFrom('tracker_challenges')
    .selectAll()
    .where('case_no', '=', caseNo)
    .where('address', '=', address)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (latest?.block_until && new Date(latest.block_until) > now) {
    return blockedAnswer(latest.block_until, 'attempts');
  }
  const live =
    latest &&
    !latest.verified_at &&
    latest.failures < TRACKER.maxFailures &&
    new Date(latest.expire_time) > now &&
    (!resend || now.getTime() - new Date(latest.created_at).getTime() < TRACKER.resendCooldownMs);
  if (latest && live) return sentAnswer(latest, true);
  const id = randomUUID();
  const code = newCode();
  const expireTime = new Date(now.getTime() + TRACKER.codeLifetimeMs).toISOString();
  const refused = await deps.db
    .transaction()
    .execute(async (trx) => {
      // Counted with the challenge it pays for, so parallel requests cannot all pass the last place;
      // a refusal throws, and the places other limits gave this send go back with the transaction.
      await spendAllowances(trx, sendLimits(caseNo, address, byOurLink), now);
      await trx
        .insertInto('tracker_challenges')
        .values({
          id,
          case_no: caseNo,
          case_id: trackerCase?.id ?? null,
          address,
          code_hash: codeHash(deps, id, code).toString('hex'),
          created_at: now.toISOString(),
          expire_time: expireTime,
        })
        .execute();
      if (trackerCase) {
        await enqueueMessage(trx, now, {
          channel: trackerCase.contact_channel.includes('@') ? 'email' : 'sms',
          recipient: trackerCase.contact_channel,
          subject: translate(language, 'tracker.mail.subject', { case_no: caseNo }),
          body: translate(language, 'tracker.mail.body', {
            code,
            case_no: caseNo,
            count: TRACKER.codeLifetimeMs / 60_000,
          }),
        });
      }
    })
    .then(
      () => null,
      (error: unknown) => {
        if (error instanceof LimitReachedError) return error;
        throw error;
      },
    );
  if (refused)
    return blockedAnswer(
      refused.retryAt.toISOString(),
      refused.limit.key.startsWith(ADDRESS_LIMIT) ? 'network' : 'sends',
    );
  if (trackerCase) deps.outbox.wake();
  return sentAnswer({ id, created_at: now.toISOString(), expire_time: expireTime, failures: 0 }, false);
}

/**
 * POST /api/tracker/verifyChallenge: five wrong codes per challenge, then a block during which the
 * right code is refused too; the count is one atomic update, so parallel guesses all count.
 */
export async function verifyChallenge(
  deps: TrackerDeps,
  input: { challengeId: string; caseNo: string; code: string; device: string },
): Promise<TrackerChallenge> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const row = await deps.db
    .selectFrom('tracker_challenges')
    .selectAll()
    .where('id', '=', input.challengeId)
    .executeTakeFirst();
  if (!row || row.case_no !== input.caseNo) return { ...base, status: 'invalid' };
  if (row.block_until && row.block_until > at)
    return { ...blockedAnswer(row.block_until, 'attempts'), challenge_id: row.id };
  if (row.verified_at || row.expire_time <= at) return { ...base, challenge_id: row.id, status: 'expired' };

  const caseId = row.case_id;
  const matches =
    caseId !== null && timingSafeEqual(codeHash(deps, row.id, input.code), Buffer.from(row.code_hash, 'hex'));
  if (matches) {
    const spent = await deps.db
      .updateTable('tracker_challenges')
      .set({ verified_at: at })
      .where('id', '=', row.id)
      .where('verified_at', 'is', null)
      .where('failures', '<', TRACKER.maxFailures)
      .where((eb) => eb.or([eb('block_until', 'is', null), eb('block_until', '<=', at)]))
      .executeTakeFirst();
    const trackerCase = spent.numUpdatedRows === 1n ? await findCaseById(deps.db, caseId) : undefined;
    if (trackerCase) {
      const { token, expiresAt } = await deps.caseTokens.sign(trackerCase.id, {
        startedAt: now.getTime(),
        device: input.device,
      });
      return {
        ...base,
        challenge_id: row.id,
        status: 'verified',
        code_validated: true,
        currentEvent: await currentEventOf(deps.db, trackerCase),
        newAuthContext: {
          idToken: token,
          expires_at: expiresAt.toISOString(),
          case_no: trackerCase.case_no,
          visit_ends_at: new Date(now.getTime() + TRACKER.visitMs).toISOString(),
        },
      };
    }
  }

  const counted = await deps.db
    .updateTable('tracker_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', row.id)
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (counted.failures >= TRACKER.maxFailures) {
    const blockUntil = new Date(now.getTime() + TRACKER.blockMs).toISOString();
    await deps.db
      .updateTable('tracker_challenges')
      .set({ block_until: blockUntil })
      .where('id', '=', row.id)
      .where('block_until', 'is', null)
      .execute();
    const current = await deps.db
      .selectFrom('tracker_challenges')
      .select('block_until')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return { ...blockedAnswer(current.block_until, 'attempts'), challenge_id: row.id };
  }
  return { ...base, challenge_id: row.id, status: 'invalid', attempts_left: TRACKER.maxFailures - counted.failures };
}
