import { randomUUID } from 'node:crypto';
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isRefusedText } from '../db/is-refused-text.ts';
import { isDatabaseUnavailable } from '../db/is-unavailable.ts';
import type { Clock } from '../clock.ts';
import { AppError, DATABASE_UNAVAILABLE_KEY } from '../errors.ts';
import { errorResponse } from './error-body.ts';
import { etagOf } from './version.ts';
import { answeringRoute } from './request-log.ts';
import { createLogger, type Logger } from '../logging.ts';

/**
 * The one place errors become answers. Expected errors carry their code; anything else is logged
 * with an id and answered as a 500 that shows the stack only in development, so a caller never
 * sees internals in production. Retry-After counts on the app's clock, the one that set the block.
 */
/** Retry-After of a 429 that names no time of its own. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function onError(options: { isProduction: boolean; clock: Clock; logger?: Logger }): ErrorHandler {
  // Without a logger of the app's (a router tried alone), errors still reach standard output.
  const logger = options.logger ?? createLogger('error');
  return (error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfter)
        c.header(
          'Retry-After',
          String(Math.max(1, Math.ceil((error.retryAfter.getTime() - options.clock.now().getTime()) / 1000))),
        );
      // Every 429 says when to try again, even one whose thrower did not know.
      else if (error.status === 429) c.header('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
      if (error.currentVersion !== undefined) c.header('ETag', etagOf(error.currentVersion));
      return errorResponse(c, error.code, error.key, {
        problems: error.problems,
        field: error.field,
        params: error.params,
        current: error.current,
      });
    }
    if (error instanceof HTTPException && error.status === 413) {
      return errorResponse(c, 'payload_too_large', 'error.http.bodyTooLarge');
    }
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, 'validation_failed', 'error.http.requestInvalid');
    }
    if (isRefusedText(error)) return errorResponse(c, 'validation_failed', 'error.http.requestInvalid');
    // The route's pattern, not the path: a path may hold a link's key.
    const at = { request_id: c.get('requestId') as string | undefined, method: c.req.method, route: answeringRoute(c) };
    if (isDatabaseUnavailable(error)) {
      logger.error({ ...at, error: error.message }, 'database unavailable');
      return errorResponse(c, 'service_unavailable', DATABASE_UNAVAILABLE_KEY);
    }
    const id = randomUUID();
    logger.error({ ...at, reference: id, err: error }, 'unexpected error');
    return errorResponse(c, 'internal_error', 'error.unexpectedWithReference', {
      id,
      params: { id },
      ...(options.isProduction ? {} : { stack: error.stack ?? String(error) }),
    });
  };
}
