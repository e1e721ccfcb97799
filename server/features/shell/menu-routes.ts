import type { MenuResponse } from '../../../contract/menu.ts';
import { factory } from '../../http/app-env.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById, rolesOf } from '../organisations/index.ts';
import { pendingNotifications } from '../notifications/index.ts';
import { paymentRolesOf } from '../settlement/index.ts';
import { allowedAreas, buildMenu } from './menu.ts';

/**
 * GET /api/config/menu: the side menu the caller's roles and organisation allow, with the new work as
 * a badge, and the areas the caller may open.
 */
export function menuRoutes(deps: Services) {
  return factory.createApp().get('/', requireSession(deps, ['full']), async (c) => {
    const { user } = c.var.auth;
    const org = await findOrganisationById(deps.db, user.organisation_id);
    const [pending, paymentRoles] = await Promise.all([
      pendingNotifications(deps.db, user, org),
      paymentRolesOf(deps.db, user.organisation_id),
    ]);
    const newActivities = pending.reduce((sum, n) => sum + n.new_activities, 0);
    const context = { roles: rolesOf(user), features: appMetadataOf(org), language: requestLanguage(c), paymentRoles };
    const entries = buildMenu(context, newActivities > 0 ? { worklist: { type: 'count', value: newActivities } } : {});
    return c.json({ entries, areas: allowedAreas(context) } satisfies MenuResponse);
  });
}
