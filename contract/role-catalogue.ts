import * as v from 'valibot';
import { requiredText } from './fields.ts';
import type { Language } from './languages.ts';

/**
 * The roles an organisation knows (/config, roles section): the product's built-in ones and its own,
 * each named in both interface languages. Every place that gives someone a role, or a role a limit,
 * picks from these, and the server refuses any other code.
 */

/** How a role's code is written: a letter, then letters, digits, dots and underscores ('claims.handler'). */
export const RoleCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z][\w.]{1,63}$/, 'error.role.nameFormat'));

const roleNames = {
  name_en: requiredText(80, 'error.role.nameRequired'),
  name_ro: requiredText(80, 'error.role.nameRequired'),
};

/** POST /api/config/roles: a role of the organisation's own. */
export const NewRoleSchema = v.object({ code: RoleCodeSchema, ...roleNames });
export type NewRole = v.InferOutput<typeof NewRoleSchema>;

/** PUT /api/config/roles/:code (If-Match): new names of one of the organisation's own roles. */
export const RoleNamesSchema = v.object(roleNames);
export type RoleNames = v.InferOutput<typeof RoleNamesSchema>;

const CatalogueRoleSchema = v.object({
  code: v.string(),
  name_en: v.string(),
  name_ro: v.string(),
  /** The product's own role: named by the product, never renamed. */
  built_in: v.boolean(),
  /** Bumped by every rename; 0 for a built-in role. */
  version: v.number(),
});
export type CatalogueRole = v.InferOutput<typeof CatalogueRoleSchema>;

/** GET /api/config/roles (anyone signed in): the catalogue, built-in roles first. */
export const RoleCatalogueSchema = v.array(CatalogueRoleSchema);

/** A role's name in a language; a code no catalogue entry names shows as itself. */
export function roleNameIn(
  catalogue: readonly Pick<CatalogueRole, 'code' | 'name_en' | 'name_ro'>[],
  code: string,
  language: Language,
) {
  const role = catalogue.find((r) => r.code === code);
  if (!role) return code;
  return language === 'ro' ? role.name_ro : role.name_en;
}

/** Roles' names in a language, in the reader's alphabetical order. */
export function roleNamesIn(
  catalogue: readonly Pick<CatalogueRole, 'code' | 'name_en' | 'name_ro'>[],
  codes: readonly string[],
  language: Language,
): string[] {
  const collator = new Intl.Collator(language);
  return codes.map((code) => roleNameIn(catalogue, code, language)).sort(collator.compare);
}

/** The catalogue in the reader's alphabetical order of names, for choosing from. */
export function rolesByName<T extends Pick<CatalogueRole, 'code' | 'name_en' | 'name_ro'>>(
  catalogue: readonly T[],
  language: Language,
): T[] {
  const collator = new Intl.Collator(language);
  const name = (r: T) => (language === 'ro' ? r.name_ro : r.name_en);
  return [...catalogue].sort((a, b) => collator.compare(name(a), name(b)));
}
