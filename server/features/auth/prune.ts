import type { ExpressionBuilder, Kysely } from 'kysely';
import { deleteBatch } from '../../db/delete-batch.ts';
import type { Database } from '../../db/schema.ts';

// The pruning job's deletes on auth's tables: each takes the time before which a row counts as old
// (the job decides how long rows are kept) and deletes at most `limit` rows.

/** A session ended when it expired or was revoked; either before `before`. */
const endedBefore = (eb: ExpressionBuilder<Database, 'sessions'>, before: string) =>
  eb.or([eb('sessions.expires_at', '<', before), eb('sessions.revoked_at', '<', before)]);

/** Refresh tokens of sessions that ended before `before`; they go first, as a session is deleted only once it has none left. */
export const pruneEndedSessionTokens = (db: Kysely<Database>, before: Date, limit: number) =>
  deleteBatch(
    db,
    'refresh_tokens',
    'token_hash',
    (eb) =>
      eb.exists(
        eb
          .selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.id', '=', 'refresh_tokens.session_id')
          .where((s) => endedBefore(s, before.toISOString())),
      ),
    limit,
  );

/** Sessions that ended before `before` and have no refresh token left. */
export const pruneEndedSessions = (db: Kysely<Database>, before: Date, limit: number) =>
  deleteBatch(
    db,
    'sessions',
    'id',
    (eb) =>
      eb.and([
        endedBefore(eb, before.toISOString()),
        eb.not(
          eb.exists(
            eb.selectFrom('refresh_tokens as r').select('r.token_hash').whereRef('r.session_id', '=', 'sessions.id'),
          ),
        ),
      ]),
    limit,
  );

/** One-time sign-in codes that expired before `before`, once any block on them ended before it too. */
export const pruneOneTimePasswords = (db: Kysely<Database>, before: Date, limit: number) =>
  deleteBatch(
    db,
    'one_time_passwords',
    'user_id',
    (eb) =>
      eb.and([
        eb('expires_at', '<', before.toISOString()),
        eb.or([eb('block_until', 'is', null), eb('block_until', '<', before.toISOString())]),
      ]),
    limit,
  );
