import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { pruneTrustedDevices } from '../auth/index.ts';
import { pruneEndedCounters } from '../../limits/rate-limiter.ts';
import { RETENTION_MS } from './retention.ts';

/** One kind of row the pruning job removes once it is past its useful life. */
export interface PruneKind {
  name: string;
  /** Deletes at most `limit` such rows as of `now`; resolves to how many it deleted. */
  deleteBatch(db: Kysely<Database>, now: Date, limit: number): Promise<number>;
}

const cutoff = (now: Date, retentionMs: number) => new Date(now.getTime() - retentionMs).toISOString();

/** A session ended when it expired or was revoked; either before `before`. */
const endedBefore = (eb: ExpressionBuilder<Database & { s: Database['sessions'] }, 's'>, before: string) =>
  eb.or([eb('s.expires_at', '<', before), eb('s.revoked_at', '<', before)]);

/** Refresh tokens of ended sessions go first: a session is deleted only once it has none left. */
const refreshTokens: PruneKind = {
  name: 'refresh_tokens',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.sessions);
    const result = await db
      .deleteFrom('refresh_tokens')
      .where('token_hash', 'in', (eb) =>
        eb
          .selectFrom('refresh_tokens as r')
          .innerJoin('sessions as s', 's.id', 'r.session_id')
          .select('r.token_hash')
          .where((eb) => endedBefore(eb, before))
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const sessions: PruneKind = {
  name: 'sessions',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.sessions);
    const result = await db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sessions as s')
          .select('s.id')
          .where((eb) => endedBefore(eb, before))
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom('refresh_tokens as r').select('r.token_hash').whereRef('r.session_id', '=', 's.id'),
              ),
            ),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const oneTimePasswords: PruneKind = {
  name: 'one_time_passwords',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.oneTimePasswords);
    const result = await db
      .deleteFrom('one_time_passwords')
      .where('user_id', 'in', (eb) =>
        eb
          .selectFrom('one_time_passwords as o')
          .select('o.user_id')
          .where('o.expires_at', '<', before)
          .where((eb) => eb.or([eb('o.block_until', 'is', null), eb('o.block_until', '<', before)]))
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const trackerChallenges: PruneKind = {
  name: 'tracker_challenges',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.trackerChallenges);
    const result = await db
      .deleteFrom('tracker_challenges')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('tracker_challenges as c')
          .select('c.id')
          .where('c.expire_time', '<', before)
          .where((eb) => eb.or([eb('c.block_until', 'is', null), eb('c.block_until', '<', before)]))
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** Device cookies live a year from the sign-in that gave them; past that the row can never be presented. */
const trustedDevices: PruneKind = {
  name: 'trusted_devices',
  deleteBatch: (db, now, limit) => pruneTrustedDevices(db, now, limit),
};

const intakeSubmissions: PruneKind = {
  name: 'intake_submissions',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.intakeSubmissions);
    const result = await db
      .deleteFrom('intake_submissions')
      .where('id', 'in', (eb) =>
        eb.selectFrom('intake_submissions as i').select('i.id').where('i.created_at', '<', before).limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** A limit's counter once its window ended: the next action starts a new one anyway. */
const rateCounters: PruneKind = {
  name: 'rate_counters',
  deleteBatch: (db, now, limit) => pruneEndedCounters(db, now, limit),
};

/** Delivered messages only; one a timeline shows (its printable e-mail or SMS) stays with the timeline. */
const sentMessages: PruneKind = {
  name: 'outbox_sent',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.sentMessages);
    const result = await db
      .deleteFrom('outbox')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox as o')
          .select('o.id')
          .where('o.sent_at', '<', before)
          .where((eb) =>
            eb.not(
              eb.exists(eb.selectFrom('timeline_entries as t').select('t.id').whereRef('t.outbox_id', '=', 'o.id')),
            ),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const contactConfirmations: PruneKind = {
  name: 'contact_confirmations',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.contactConfirmations);
    const result = await db
      .deleteFrom('contact_confirmations')
      .where('key_hash', 'in', (eb) =>
        eb
          .selectFrom('contact_confirmations as k')
          .select('k.key_hash')
          .where((eb) => eb.or([eb('k.expires_at', '<', before), eb('k.used_at', '<', before)]))
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

const clearedNotifications: PruneKind = {
  name: 'notifications_cleared',
  async deleteBatch(db, now, limit) {
    const before = cutoff(now, RETENTION_MS.clearedNotifications);
    const result = await db
      .deleteFrom('notifications')
      .where('id', 'in', (eb) =>
        eb.selectFrom('notifications as n').select('n.id').where('n.cleared_at', '<', before).limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** Days are business dates (Romanian calendar), compared as text. */
const assistantUsage: PruneKind = {
  name: 'ai_usage',
  async deleteBatch(db, now, limit) {
    const beforeDay = businessDate(new Date(now.getTime() - RETENTION_MS.assistantUsage));
    const result = await db
      .deleteFrom('ai_usage')
      .where((eb) =>
        eb(
          eb.refTuple('user_id', 'day'),
          'in',
          eb
            .selectFrom('ai_usage as u')
            .select(['u.user_id', 'u.day'])
            .where('u.day', '<', beforeDay)
            .limit(limit)
            .$asTuple('user_id', 'day'),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

/** Every kind, in the order they are pruned (refresh tokens before their sessions). */
export const PRUNE_KINDS: readonly PruneKind[] = [
  refreshTokens,
  sessions,
  oneTimePasswords,
  trackerChallenges,
  trustedDevices,
  intakeSubmissions,
  rateCounters,
  sentMessages,
  contactConfirmations,
  clearedNotifications,
  assistantUsage,
];
