import * as v from 'valibot';
import { factory } from '../../http/app-env.ts';
import { readJson } from '../../http/read-json.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { clearNotifications, pendingNotifications, setNotificationsOff } from './repository.ts';

const NotificationSettingsSchema = v.object({ notifications_off: v.boolean() });

/** /api/config/users: the signed-in user's new-activity notifications, read, cleared or switched off. */
export function notificationRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  return factory
    .createApp()
    .get('/browseNotifications', signedIn, async (c) => c.json(await pendingNotifications(deps.db, c.var.auth.user)))
    .get('/clearNotifications', signedIn, async (c) =>
      c.json({ cleared: await clearNotifications(deps.db, c.var.auth.user.id, deps.clock.now()) }),
    )
    .post('/notificationSettings', signedIn, async (c) => {
      const body = await readJson(c, NotificationSettingsSchema);
      await setNotificationsOff(deps.db, c.var.auth.user, body.notifications_off);
      return c.json(body);
    });
}
