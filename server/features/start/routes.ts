import { factory } from '../../http/app-env.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { startPageOf } from './start-page.ts';

/** /api/start: the signed-in staff member's start page, read for them alone. */
export function startRoutes(deps: Services) {
  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .get('/', async (c) => c.json(await startPageOf(deps.db, actorOf(c), requestLanguage(c), deps.clock.now())));
}
