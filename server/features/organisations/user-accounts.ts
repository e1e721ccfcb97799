import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from './rows.ts';
import { rolesOf } from './stored-settings.ts';

// The writes on a user account. A configurator's change first bumps the version it saw
// (bumpUserVersion) in the same transaction, so of two changes on one version exactly one lands.

export const listUsers = (db: Kysely<Database>, organisationId: string): Promise<UserRow[]> =>
  db.selectFrom('users').selectAll().where('organisation_id', '=', organisationId).orderBy('username').execute();

/** A user of the organisation; undefined for an unknown id or another organisation's user. */
export const findUserOf = (db: Kysely<Database>, organisationId: string, id: string): Promise<UserRow | undefined> =>
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

/** Bumps a user's version if it is still `expected`; false when someone changed the user since. */
export async function bumpUserVersion(db: Kysely<Database>, userId: string, expected: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ version: sql`version + 1` })
    .where('id', '=', userId)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface UserDetails {
  full_name: string;
  email: string | null;
  language: 'en' | 'ro';
  roles: readonly string[];
  work_group: string | null;
}

/** A new user with a first password the configurator knows, so it must be replaced at sign-in. */
export async function addUser(
  db: Kysely<Database>,
  input: UserDetails & { organisationId: string; username: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      organisation_id: input.organisationId,
      username: input.username,
      full_name: input.full_name,
      email: input.email,
      language: input.language,
      password_hash: input.passwordHash,
      created_at: input.now.toISOString(),
      roles: JSON.stringify([...new Set(input.roles)]),
      work_group: input.work_group,
      is_default_pass: 1,
    })
    .execute();
}

export async function setUserDetails(db: Kysely<Database>, userId: string, details: UserDetails): Promise<void> {
  await db
    .updateTable('users')
    .set({
      full_name: details.full_name,
      email: details.email,
      language: details.language,
      roles: JSON.stringify(details.roles),
      work_group: details.work_group,
    })
    .where('id', '=', userId)
    .execute();
}

/** Locks the account (with why), or lifts the lock with `null`. */
export async function setUserLock(db: Kysely<Database>, userId: string, lock: { at: Date; reason: string } | null) {
  await db
    .updateTable('users')
    .set(lock ? { locked_at: lock.at.toISOString(), lock_reason: lock.reason } : { locked_at: null, lock_reason: null })
    .where('id', '=', userId)
    .execute();
}

/** A user of the organisation who may be given work now (not locked); undefined otherwise. */
export const activeUserOf = (db: Kysely<Database>, organisationId: string, id: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId)
    .where('locked_at', 'is', null)
    .executeTakeFirst();

/** The organisation's work groups, largest first (ties by name): where new claims may land. */
export const workGroupsBySize = (db: Kysely<Database>, organisationId: string) =>
  db
    .selectFrom('users')
    .select(['work_group', (eb) => eb.fn.countAll<number | string>().as('members')])
    .where('organisation_id', '=', organisationId)
    .where('work_group', 'is not', null)
    .groupBy('work_group')
    .orderBy('members', 'desc')
    .orderBy('work_group')
    .execute();

/** Every role some user of the organisation holds. */
export async function rolesInUse(db: Kysely<Database>, organisationId: string): Promise<string[]> {
  const users = await db.selectFrom('users').select('roles').where('organisation_id', '=', organisationId).execute();
  return [...new Set(users.flatMap(rolesOf))];
}

/** The active staff of a work group (or of the whole organisation for `null`), by name. */
export function activeMembersOf(db: Kysely<Database>, organisationId: string, group: string | null) {
  let query = db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('organisation_id', '=', organisationId)
    .where('locked_at', 'is', null);
  if (group) query = query.where('work_group', '=', group);
  return query.orderBy('full_name').execute();
}

/** The organisation's work groups (its units), by name. */
export async function workGroupsOf(db: Kysely<Database>, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('work_group')
    .distinct()
    .where('organisation_id', '=', organisationId)
    .where('work_group', 'is not', null)
    .orderBy('work_group')
    .execute();
  return rows.flatMap((g) => (g.work_group === null ? [] : [g.work_group]));
}
