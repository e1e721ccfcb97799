import { ClientConfigSchema, DEFAULT_CLIENT_CONFIG, type ClientConfig } from '../../contract/client-config.ts';
import { apiGet } from './api/client.ts';

let loading: Promise<ClientConfig> | null = null;

/** The deployment's settings for the browser (GET /api/config/client), asked once per page. */
export function loadClientConfig(): Promise<ClientConfig> {
  loading ??= apiGet('/config/client', ClientConfigSchema).catch(() => DEFAULT_CLIENT_CONFIG);
  return loading;
}
