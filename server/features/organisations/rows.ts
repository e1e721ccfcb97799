import type { Kysely, Selectable } from 'kysely';
import type { Database, OrganisationsTable, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;
export type OrganisationRow = Selectable<OrganisationsTable>;

export async function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrganisationById(db: Kysely<Database>, id: string): Promise<OrganisationRow> {
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function findOrganisationByCode(db: Kysely<Database>, code: string): Promise<OrganisationRow | undefined> {
  return db.selectFrom('organisations').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Locks an open account with why; false when it was locked already, so only the first of two
 * simultaneous locks acts on it (revokes sessions, tells the owner).
 */
export async function lockUser(db: Kysely<Database>, userId: string, now: Date, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ locked_at: now.toISOString(), lock_reason: reason })
    .where('id', '=', userId)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lifts a lock, only if it was placed for `reason` (a configurator's lock stays). */
export async function unlockUserLockedFor(db: Kysely<Database>, userId: string, reason: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ locked_at: null, lock_reason: null })
    .where('id', '=', userId)
    .where('lock_reason', '=', reason)
    .execute();
}
