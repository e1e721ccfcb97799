import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Profile } from '../../../contract/auth.ts';
import { BrandingSchema, DEFAULT_BRANDING } from '../../../contract/branding.ts';
import { usableWorklistFilter } from '../../../contract/worklist-filter.ts';
import type { Database } from '../../db/schema.ts';
import {
  appMetadataOf,
  findOrganisationById,
  parseJson,
  rolesOf,
  type OrganisationRow,
  type UserRow,
  usersByIds,
} from '../organisations/index.ts';
import { colleaguesCoveredBy } from '../time-off/index.ts';

/**
 * The users a user stands in for (their replaced_users), for impersonation: the standing
 * replacements, and colleagues whose approved absence names this user as substitute and covers
 * `today` (a business date).
 */
export async function findReplacedUsers(db: Kysely<Database>, userId: string, today: string) {
  const standing = await db
    .selectFrom('user_replacements')
    .select('replaced_user_id')
    .where('user_id', '=', userId)
    .execute();
  const covered = await colleaguesCoveredBy(db, userId, today);
  const users = await usersByIds(db, [...standing.map((row) => row.replaced_user_id), ...covered]);
  return users.sort((a, b) => a.username.localeCompare(b.username));
}

/** The profile a signed-in page shows for a user, acting for themself or impersonated by another. */
export async function buildProfile(
  db: Kysely<Database>,
  user: UserRow,
  impersonatedBy: UserRow | null,
  today: string,
  previewRoles: string[] | null = null,
  knownOrg?: OrganisationRow,
): Promise<Profile> {
  const org = knownOrg ?? (await findOrganisationById(db, user.organisation_id));
  // The switcher lists the real person's replaced users, also while acting as one of them; a
  // preview acts as nobody.
  const replaced = previewRoles ? [] : await findReplacedUsers(db, impersonatedBy?.id ?? user.id, today);
  const userMetadata = parseJson(v.record(v.string(), v.unknown()), user.user_metadata, {});
  return {
    username: user.username,
    full_name: user.full_name,
    nickname: user.nickname,
    user_id: user.id,
    org_name: org.name,
    org_code: org.code,
    org_type: org.org_type,
    language: user.language,
    branding: parseJson(BrandingSchema, org.branding, DEFAULT_BRANDING),
    app_metadata: appMetadataOf(org),
    roles: rolesOf(user),
    config_assistants_roles: appMetadataOf(org).assistant_roles,
    // A kept filter the person may no longer use reads as the default (contract/worklist-filter.ts).
    user_metadata: {
      ...userMetadata,
      worklist_filter: usableWorklistFilter(userMetadata.worklist_filter, rolesOf(user)),
    },
    is_expired: user.password_expired === 1,
    is_default_pass: user.is_default_pass === 1,
    is_external: user.is_external === 1,
    replaced_users: replaced,
    impersonated_by_user_id: impersonatedBy?.id ?? null,
    replaced_user_full_name: impersonatedBy ? user.full_name : null,
    name: user.username,
    preview_roles: previewRoles,
  };
}

/** The roles a preview session shows the product as, or null for a normal session. */
export function previewRolesOf(session: { preview_roles: string | null }): string[] | null {
  return session.preview_roles === null ? null : parseJson(v.array(v.string()), session.preview_roles, []);
}

/** The user as a session sees them: in a preview, with the previewed roles instead of their own. */
export function userInSession(user: UserRow, session: { preview_roles: string | null }): UserRow {
  const roles = previewRolesOf(session);
  return roles === null ? user : { ...user, roles: JSON.stringify(roles) };
}
