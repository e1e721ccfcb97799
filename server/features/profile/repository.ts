import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { MyProfile } from '../../../contract/profile.ts';
import type { Database } from '../../db/schema.ts';
import { codeChannelOf } from '../auth/index.ts';
import {
  bumpUserVersion,
  findOrganisationById,
  findUserById,
  rolesOf,
  setUserLanguage,
  type UserRow,
} from '../organisations/index.ts';

/** The person's own profile as the profile page shows it, with their version. */
export async function findMyProfile(db: Kysely<Database>, userId: string, now: Date): Promise<MyProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  const org = await findOrganisationById(db, user.organisation_id);
  const pending = await db
    .selectFrom('contact_changes')
    .select(['channel', 'recipient', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return {
    username: user.username,
    full_name: user.full_name,
    organisation: org.name,
    roles: rolesOf(user),
    language: user.language,
    contact: codeChannelOf(user),
    pending_contact: pending ?? null,
    version: user.version,
  };
}

/** Saves the person's language on the version they saw; false when it was stale. */
export function saveLanguage(
  db: Kysely<Database>,
  input: { user: UserRow; seen: number; language: Language },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await bumpUserVersion(trx, input.user.id, input.seen))) return false;
    await setUserLanguage(trx, input.user.id, input.language);
    return true;
  });
}
