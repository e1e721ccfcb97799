import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema.ts';

/**
 * Sessions and their refresh tokens, so a stolen token is caught. A session is one sign-in; its refresh
 * tokens form a family that rotates on every use. Tokens are stored as SHA-256 hashes (they are
 * 256 random bits, so a fast hash is enough); a used token presented again means it was stolen,
 * and the whole session is revoked. Rotation never moves the session's absolute end.
 */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

export type SessionRow = Selectable<SessionsTable>;

/** Who signed in, as the list of sessions shows it. */
export interface Browser {
  userAgent: string | null;
  address: string | null;
}

/** The browser of an existing session, for the session that takes its place. */
export const browserOf = (session: Pick<SessionRow, 'user_agent' | 'address'>): Browser => ({
  userAgent: session.user_agent,
  address: session.address,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueRefreshToken(db: Kysely<Database>, sessionId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: hashToken(token), session_id: sessionId, created_at: now.toISOString() })
    .execute();
  return token;
}

export async function createSession(
  db: Kysely<Database>,
  input: {
    userId: string;
    impersonatedBy: string | null;
    otpVerified: boolean;
    now: Date;
    expiresAt?: Date;
    previewRoles?: string[];
    /** The browser that signed in; a session that replaces another (a switch) keeps the old one's. */
    browser?: Browser | undefined;
  },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const session: SessionRow = {
    id: randomUUID(),
    user_id: input.userId,
    impersonated_by_user_id: input.impersonatedBy,
    created_at: input.now.toISOString(),
    expires_at: (input.expiresAt ?? new Date(input.now.getTime() + SESSION_LIFETIME_MS)).toISOString(),
    otp_verified: input.otpVerified ? 1 : 0,
    revoked_at: null,
    revoke_reason: null,
    preview_roles: input.previewRoles ? JSON.stringify(input.previewRoles) : null,
    user_agent: input.browser?.userAgent?.slice(0, 400) ?? null,
    address: input.browser?.address ?? null,
    last_used_at: null,
  };
  await db.insertInto('sessions').values(session).execute();
  return { session, refreshToken: await issueRefreshToken(db, session.id, input.now) };
}

export async function findActiveSession(db: Kysely<Database>, id: string, now: Date): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

type RotateResult =
  | { kind: 'rotated'; session: SessionRow; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'replayed' };

export async function rotateRefreshToken(db: Kysely<Database>, token: string, now: Date): Promise<RotateResult> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { kind: 'invalid' };
  const session = await findActiveSession(db, row.session_id, now);
  if (!session) return { kind: 'invalid' };
  // Exactly one caller can spend a token; the loser of a race is treated as a replay.
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) {
    await revokeSession(db, session.id, now, 'refresh token reused');
    return { kind: 'replayed' };
  }
  await db.updateTable('sessions').set({ last_used_at: now.toISOString() }).where('id', '=', session.id).execute();
  return { kind: 'rotated', session, refreshToken: await issueRefreshToken(db, session.id, now) };
}

/**
 * The live session an unspent refresh token belongs to, without spending it: what a call checks
 * before it rotates, so that a refusal leaves the caller's token (and sign-in) as it was.
 */
export async function liveSessionOfRefreshToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['session_id', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null) return undefined;
  return findActiveSession(db, row.session_id, now);
}

/** A new refresh token in an existing session, e.g. after the one-time password succeeded. */
export async function addRefreshToken(db: Kysely<Database>, sessionId: string, now: Date): Promise<string> {
  return issueRefreshToken(db, sessionId, now);
}

/** The session a refresh token belongs to, without spending it (for logout by cookie). */
export async function sessionOfRefreshToken(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row?.session_id;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: Date, reason: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString(), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password change, lock), optionally keeping one. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString(), revoke_reason: reason })
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonated_by_user_id', '=', userId)]));
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function markOtpVerified(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ otp_verified: 1 }).where('id', '=', sessionId).execute();
}
