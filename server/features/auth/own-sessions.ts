import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionRow } from './sessions.ts';

/**
 * A person's own sessions, for their profile: the ones they signed in themself, also while acting
 * as a colleague. A colleague's session acting as them is the colleague's, never theirs to end.
 */
const ownedBy = (ownerId: string) => (eb: ExpressionBuilder<Database, 'sessions'>) =>
  eb.or([
    eb.and([eb('user_id', '=', ownerId), eb('impersonated_by_user_id', 'is', null)]),
    eb('impersonated_by_user_id', '=', ownerId),
  ]);

/** Every unrevoked, unexpired session of the person, newest first. */
export function listOwnSessions(db: Kysely<Database>, ownerId: string, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where(ownedBy(ownerId))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one of the person's sessions; false when it is not theirs or has already ended. */
export async function revokeOwnSession(
  db: Kysely<Database>,
  input: { ownerId: string; sessionId: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: input.now.toISOString(), revoke_reason: 'signed out from the profile' })
    .where('id', '=', input.sessionId)
    .where(ownedBy(input.ownerId))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of the person but `keepSessionId` (the browser asking); answers how many ended. */
export async function revokeOtherOwnSessions(
  db: Kysely<Database>,
  input: { ownerId: string; keepSessionId: string; now: Date },
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: input.now.toISOString(), revoke_reason: 'signed out everywhere else' })
    .where(ownedBy(input.ownerId))
    .where('id', '!=', input.keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', input.now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
