import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AssignmentRow } from './repository.ts';

/** The assignment a guest link's key opens, whatever its organisation: the key alone is the secret. */
export async function findAssignmentByGuestKey(
  db: Kysely<Database>,
  key: string,
  assignmentType: string,
): Promise<AssignmentRow | undefined> {
  return db
    .selectFrom('assignments')
    .selectAll()
    .where('guest_key', '=', key)
    .where('assignment_type', '=', assignmentType)
    .executeTakeFirst();
}

/** The assignment a guest context was made for, whatever its organisation: the signed context vouches for it. */
export async function findAssignmentForGuest(db: Kysely<Database>, id: string): Promise<AssignmentRow | undefined> {
  return db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Gives the assignment a new guest key (128 random bits), working until `expiresAt`: the old link,
 * and every guest context made from it, stop working.
 */
export async function replaceGuestKey(db: Kysely<Database>, assignmentId: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('assignments')
    .set({ guest_key: randomBytes(16).toString('base64url'), guest_key_expires_at: expiresAt })
    .where('id', '=', assignmentId)
    .execute();
}
