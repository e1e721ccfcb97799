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

export async function lockUser(db: Kysely<Database>, userId: string, now: Date, reason: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ locked_at: now.toISOString(), lock_reason: reason })
    .where('id', '=', userId)
    .where('locked_at', 'is', null)
    .execute();
}
