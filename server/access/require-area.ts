import type { AppEnv } from '../http/app-env.ts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { appMetadataOf, findOrganisationById, rolesOf } from '../features/organisations/index.ts';
import { paymentRolesOf } from '../features/settlement/index.ts';
import { mayUseArea } from '../features/shell/index.ts';

/**
 * Refuses with 403 every call of an area (a side-menu entry) that the caller's roles or
 * organisation's features do not allow, whatever the client shows. Use after requireSession.
 */
export function requireArea(deps: Services, area: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user } = c.var.auth;
    const [org, paymentRoles] = await Promise.all([
      findOrganisationById(deps.db, user.organisation_id),
      paymentRolesOf(deps.db, user.organisation_id),
    ]);
    if (!mayUseArea(area, { roles: rolesOf(user), features: appMetadataOf(org), paymentRoles })) {
      throw new AppError('forbidden', 'error.access.area');
    }
    await next();
  };
}
