import type { Kysely } from 'kysely';
import type { CatalogueRole, NewRole, RoleNames } from '../../../contract/role-catalogue.ts';
import { BUILT_IN_ROLES, builtInRoleNameKey, isBuiltInRole } from '../../../contract/roles.ts';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';

/** The product's roles, named from the translation files. */
const builtInRoles = (): CatalogueRole[] =>
  BUILT_IN_ROLES.map((code) => ({
    code,
    name_en: translate('en', builtInRoleNameKey(code)),
    name_ro: translate('ro', builtInRoleNameKey(code)),
    built_in: true,
    version: 0,
  }));

/** The roles the organisation knows: the product's, then its own by code. */
export async function roleCatalogueOf(db: Kysely<Database>, organisationId: string): Promise<CatalogueRole[]> {
  const own = await db
    .selectFrom('organisation_roles')
    .select(['code', 'name_en', 'name_ro', 'version'])
    .where('organisation_id', '=', organisationId)
    .orderBy('code')
    .execute();
  return [...builtInRoles(), ...own.map((r) => ({ ...r, built_in: false }))];
}

/** The organisation's own role with this code, if it has one. */
export function findOwnRole(db: Kysely<Database>, organisationId: string, code: string) {
  return db
    .selectFrom('organisation_roles')
    .select(['code', 'name_en', 'name_ro', 'version'])
    .where('organisation_id', '=', organisationId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The codes among `codes` that the organisation does not know, each once, in the order given. */
export async function unknownRolesOf(
  db: Kysely<Database>,
  organisationId: string,
  codes: readonly string[],
): Promise<string[]> {
  const asked = [...new Set(codes)].filter((code) => !isBuiltInRole(code));
  if (asked.length === 0) return [];
  const known = await db
    .selectFrom('organisation_roles')
    .select('code')
    .where('organisation_id', '=', organisationId)
    .where('code', 'in', asked)
    .execute();
  const found = new Set(known.map((r) => r.code));
  return asked.filter((code) => !found.has(code));
}

/** Adds a role of the organisation's own; false when it has one with this code already (of two adds, one wins by the key). */
export async function addOwnRole(
  db: Kysely<Database>,
  organisationId: string,
  role: NewRole,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('organisation_roles')
    .values({ organisation_id: organisationId, ...role, created_at: now.toISOString(), version: 1 })
    .onConflict((oc) => oc.columns(['organisation_id', 'code']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Renames one of the organisation's roles if it is still at `expected`; false when someone renamed it since. */
export async function renameOwnRole(
  db: Kysely<Database>,
  organisationId: string,
  code: string,
  names: RoleNames,
  expected: number,
): Promise<boolean> {
  const result = await db
    .updateTable('organisation_roles')
    .set({ ...names, version: expected + 1 })
    .where('organisation_id', '=', organisationId)
    .where('code', '=', code)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
