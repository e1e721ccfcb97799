import type { VersionResponse } from '../../../contract/version.ts';
import type { AppConfig } from '../../config.ts';
import { factory } from '../../http/app-env.ts';
import { PACKAGE_VERSION } from '../../package-version.ts';

/** GET /api/version: shown at the bottom of the login page and as the environment tab. */
export function versionRoutes(config: AppConfig) {
  const body: VersionResponse = {
    version: PACKAGE_VERSION,
    envLabel: config.envLabel,
    envLabelColor: config.envLabelColor,
  };
  return factory.createApp().get('/', (c) => c.json(body));
}
