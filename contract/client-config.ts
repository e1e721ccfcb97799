import * as v from 'valibot';
import { NOTIFICATION_POLL_MS } from './limits.ts';

/** GET /api/config/client: settings of the deployment that the browser needs. */
export const ClientConfigSchema = v.object({
  notification_poll_ms: v.number(),
  is_development: v.boolean(),
  /** Whether a model is configured: without one the assistant is not offered at all. */
  assistant_available: v.optional(v.boolean(), false),
});
export type ClientConfig = v.InferOutput<typeof ClientConfigSchema>;

export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  notification_poll_ms: NOTIFICATION_POLL_MS,
  is_development: false,
  assistant_available: false,
};
