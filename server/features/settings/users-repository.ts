import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../organisations/index.ts';

/** The users of one organisation, by username. */
export const listUsers = (db: Kysely<Database>, organisationId: string): Promise<UserRow[]> =>
  db.selectFrom('users').selectAll().where('organisation_id', '=', organisationId).orderBy('username').execute();

/** A user of the organisation; undefined for an unknown id or another organisation's user. */
export const findUser = (db: Kysely<Database>, organisationId: string, id: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();

/** Usernames are unique across organisations: sign-in finds a user by username alone. */
export async function isUsernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) !== undefined;
}
