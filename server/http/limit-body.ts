import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, without its cost for the usual request. Hono's first looks at the body stream
 * itself, which makes the Node adapter build a whole web Request (headers, URL, a stream over the
 * socket): about a tenth of a millisecond of the event loop per POST, and it turns off the adapter's
 * direct read of the body. A body with a Content-Length is judged by it (Node's parser never
 * delivers more than that); only a chunked body is counted as it arrives, by Hono's own.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counting(c, next);
    return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
  };
}
