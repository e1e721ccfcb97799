/**
 * Role names, spelled once for the site and the server. Suffix rules (".manager", ".selfmanaged") compare case-sensitively, so the assessor role
 * 'AC.Assessor.Manager' does not open the manager area by its capital M.
 */
export const ROLES = {
  appPreviewer: 'app_previewer',
  appConfigurator: 'app_configurator',
  orgConfigurator: 'org_configurator',
  partnerManager: 'partner_manager',
  orgHelpAdmin: 'org_help_admin',
  assessor: 'AC.Assessor',
  assessorManager: 'AC.Assessor.Manager',
} as const;

export const MANAGER_ROLE_SUFFIX = '.manager';
export const SELF_MANAGED_ROLE_SUFFIX = '.selfmanaged';

export const hasRole = (roles: readonly string[], role: string) => roles.includes(role);
export const hasRoleEndingWith = (roles: readonly string[], suffix: string) => roles.some((r) => r.endsWith(suffix));

/** The product's own roles: every organisation knows them, and their names are fixed in the translation files. */
export const BUILT_IN_ROLES: readonly string[] = Object.values(ROLES);

export const isBuiltInRole = (code: string) => BUILT_IN_ROLES.includes(code);

/** The translation key of a built-in role's name ('role.name.AC.Assessor'); keys are flat, so the dots are plain text. */
export const builtInRoleNameKey = (code: string) => `role.name.${code}`;
