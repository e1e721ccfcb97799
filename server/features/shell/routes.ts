import type { AppEnv } from '../../http/app-env.ts';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { ClientConfig } from '../../../contract/client-config.ts';
import type { MenuResponse } from '../../../contract/menu.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById, rolesOf } from '../auth/index.ts';
import { buildMenu } from './menu.ts';
import { clearNotifications, pendingNotifications, setNotificationsOff } from './notifications.ts';

const NotificationSettingsSchema = v.object({ notifications_off: v.boolean() });

/** The shell's calls: menu, report list and notifications, for fully signed-in staff. */
export function shellRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const clientConfig: ClientConfig = {
    notification_poll_ms: deps.config.notificationPollMs,
    is_development: !deps.config.isProduction,
    assistant_available: deps.config.ai !== null,
  };
  return new Hono<AppEnv>()
    .get('/config/client', (c) => c.json(clientConfig))
    .get('/config/menu', signedIn, async (c) => {
      const { user } = c.var.auth;
      const org = await findOrganisationById(deps.db, user.organisation_id);
      const pending = await pendingNotifications(deps.db, user, org);
      const newActivities = pending.reduce((sum, n) => sum + n.new_activities, 0);
      const entries = buildMenu(
        { roles: rolesOf(user), features: appMetadataOf(org), language: requestLanguage(c) },
        newActivities > 0 ? { worklist: { type: 'count', value: newActivities } } : {},
      );
      return c.json({ entries } satisfies MenuResponse);
    })
    .get('/config/users/browseNotifications', signedIn, async (c) =>
      c.json(await pendingNotifications(deps.db, c.var.auth.user)),
    )
    .get('/config/users/clearNotifications', signedIn, async (c) =>
      c.json({ cleared: await clearNotifications(deps.db, c.var.auth.user.id, deps.clock.now()) }),
    )
    .post('/config/users/notificationSettings', signedIn, async (c) => {
      const body = await readJson(c, NotificationSettingsSchema);
      await setNotificationsOff(deps.db, c.var.auth.user, body.notifications_off);
      return c.json(body);
    });
}
