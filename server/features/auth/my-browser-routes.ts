import { factory } from '../../http/app-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';

/**
 * /api/config/myBrowser: the address, browser and language the server sees, so a configurator
 * knows what to put on the IP allow-list before saving it.
 */
export function myBrowserRoutes(deps: Services) {
  return factory.createApp().get('/', (c) =>
    c.json({
      address: clientAddress(c, deps.config.trustedProxies),
      user_agent: c.req.header('user-agent') ?? '',
      language: requestLanguage(c),
    }),
  );
}
