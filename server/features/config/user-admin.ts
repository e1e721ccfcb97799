import { hasRole, ROLES } from '../../../contract/roles.ts';
import { APP_WIDE_ROLES, type AdminUser } from '../../../contract/users-admin.ts';
import { AppError } from '../../errors.ts';
import { rolesOf, type UserRow } from '../organisations/index.ts';

const CONFIGURATOR_ROLES: readonly string[] = [ROLES.appConfigurator, ROLES.orgConfigurator];

const holdsAppWideRole = (u: UserRow) => rolesOf(u).some((r) => APP_WIDE_ROLES.includes(r));

/** Only an app configurator acts on a user who holds an app-wide role: nobody else can take such an account over. */
export const mayActOn = (actor: UserRow, target: UserRow) =>
  hasRole(rolesOf(actor), ROLES.appConfigurator) || !holdsAppWideRole(target);

/** A user as the users page shows them to `actor`. */
export const adminView = (u: UserRow, actor: UserRow): AdminUser => ({
  id: u.id,
  username: u.username,
  full_name: u.full_name,
  email: u.email,
  language: u.language,
  roles: rolesOf(u),
  work_group: u.work_group,
  locked: u.locked_at !== null,
  is_external: u.is_external === 1,
  is_default_pass: u.is_default_pass === 1,
  version: u.version,
  manageable: mayActOn(actor, u),
});

/** What an audit entry keeps of a user: never the password hash. */
export const audited = (u: Pick<AdminUser, 'full_name' | 'email' | 'language' | 'roles' | 'work_group'>) => ({
  full_name: u.full_name,
  email: u.email,
  language: u.language,
  roles: u.roles,
  work_group: u.work_group,
});

/** Only an app configurator grants or takes away an app-wide role. */
export function assertMayChangeRoles(actor: UserRow, before: string[], after: string[]): void {
  const changed = [...before.filter((r) => !after.includes(r)), ...after.filter((r) => !before.includes(r))];
  if (!hasRole(rolesOf(actor), ROLES.appConfigurator) && changed.some((r) => APP_WIDE_ROLES.includes(r))) {
    throw new AppError('forbidden', 'error.users.appWideRolesOnlyByAppConfigurator');
  }
}

/** Nobody takes away their own configurator role: they would lose the page that gives it back. */
export function assertKeepsOwnConfigurator(actor: UserRow, target: UserRow, roles: string[]): void {
  if (target.id === actor.id && !roles.some((r) => CONFIGURATOR_ROLES.includes(r))) {
    throw new AppError('validation_failed', 'error.users.ownConfiguratorRole', { field: 'roles' });
  }
}
