import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pruneUsageDays } from '../assistant/index.ts';
import { messagesOnTimelines } from '../assignments/index.ts';
import {
  pruneEndedSessions,
  pruneEndedSessionTokens,
  pruneOneTimePasswords,
  pruneTrustedDevices,
} from '../auth/index.ts';
import { pruneIntakeSubmissions } from '../fnol/index.ts';
import { pruneClearedNotifications } from '../notifications/index.ts';
import { pruneSentMessages } from '../outbox/index.ts';
import { pruneContactConfirmations, pruneTrackerChallenges } from '../tracker/index.ts';
import { pruneEndedCounters } from '../../limits/rate-limiter.ts';
import { RETENTION_MS } from './retention.ts';

/** One kind of row the pruning job removes once it is past its useful life. */
export interface PruneKind {
  name: string;
  /** Deletes at most `limit` such rows as of `now`; resolves to how many it deleted. */
  deleteBatch(db: Kysely<Database>, now: Date, limit: number): Promise<number>;
}

/** An owner's delete: at most `limit` of its rows that stopped being useful before `before`. */
type OwnersPrune = (db: Kysely<Database>, before: Date, limit: number) => Promise<number>;

/** A kind whose rows are kept `retentionMs` after they stopped being useful, deleted by their owner. */
const kind = (name: string, retentionMs: number, prune: OwnersPrune): PruneKind => ({
  name,
  deleteBatch: (db, now, limit) => prune(db, new Date(now.getTime() - retentionMs), limit),
});

/** Kept for no time: the owner's delete knows when the row ended (a device cookie's year, a counter's window). */
const AT_ONCE = 0;

/**
 * Every kind, in the order they are pruned: refresh tokens before their sessions. How long each is
 * kept is this feature's decision (retention.ts); which rows are old is each owner's.
 */
export const PRUNE_KINDS: readonly PruneKind[] = [
  kind('refresh_tokens', RETENTION_MS.sessions, pruneEndedSessionTokens),
  kind('sessions', RETENTION_MS.sessions, pruneEndedSessions),
  kind('one_time_passwords', RETENTION_MS.oneTimePasswords, pruneOneTimePasswords),
  kind('tracker_challenges', RETENTION_MS.trackerChallenges, pruneTrackerChallenges),
  kind('trusted_devices', AT_ONCE, pruneTrustedDevices),
  kind('intake_submissions', RETENTION_MS.intakeSubmissions, pruneIntakeSubmissions),
  kind('rate_counters', AT_ONCE, pruneEndedCounters),
  // A delivered message a timeline shows (its printable e-mail or SMS) stays with the timeline.
  kind('outbox_sent', RETENTION_MS.sentMessages, (db, before, limit) =>
    pruneSentMessages(db, before, limit, (ids) => messagesOnTimelines(db, ids)),
  ),
  kind('contact_confirmations', RETENTION_MS.contactConfirmations, pruneContactConfirmations),
  kind('notifications_cleared', RETENTION_MS.clearedNotifications, pruneClearedNotifications),
  kind('ai_usage', RETENTION_MS.assistantUsage, pruneUsageDays),
];
