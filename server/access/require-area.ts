import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../errors.ts';
import type { AuthDeps } from '../auth/deps.ts';
import type { AuthVariables } from '../auth/require-session.ts';
import { appMetadataOf, findOrganisationById, rolesOf } from '../auth/users.ts';
import { mayUseArea } from './menu.ts';

/**
 * Refuses with 403 every call of an area (a side-menu entry) that the caller's roles or
 * organisation's features do not allow, whatever the client shows. Use after requireSession.
 */
export function requireArea(deps: AuthDeps, area: string): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const { user } = c.var.auth;
    const org = await findOrganisationById(deps.db, user.organisation_id);
    if (!mayUseArea(area, { roles: rolesOf(user), features: appMetadataOf(org) })) {
      throw new AppError('forbidden', 'Your roles do not give access to this area.');
    }
    await next();
  };
}
