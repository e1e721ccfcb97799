import * as v from 'valibot';
import { LOG_LEVELS } from './logging.ts';

/** The variables of running the server (its log, its metrics, its stopping), checked with the rest in config.ts. */
export const OPERATIONS_ENV = {
  /** How long a stopping server waits for the requests in flight before closing their connections. */
  SHUTDOWN_GRACE_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds.'),
      v.transform(Number),
    ),
    '10000',
  ),
  /** Who may read /metrics: a bearer of this token; unset, only a caller on this machine. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters.'))),
  /** How much the server logs: one JSON line per request at `info` (the default); `silent` for none. */
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`), 'info'),
} as const;
