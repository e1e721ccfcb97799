import type { ClientConfig } from '../../../contract/client-config.ts';
import type { AppConfig } from '../../config.ts';
import { factory } from '../../http/app-env.ts';

/** GET /api/config/client: what the pages need to know of the server before anyone signs in. */
export function clientConfigRoutes(config: AppConfig) {
  const clientConfig: ClientConfig = {
    notification_poll_ms: config.notificationPollMs,
    is_development: !config.isProduction,
    assistant_available: config.ai !== null,
  };
  return factory.createApp().get('/', (c) => c.json(clientConfig));
}
