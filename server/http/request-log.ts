import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../logging.ts';
import type { SessionVariables } from './app-env.ts';

/**
 * The pattern of the route the request was for: its handler's, even when a middleware answered
 * first (a refused session), so one route's answers count together. Middleware is registered for
 * every method; a handler for its own.
 */
export function answeringRoute(c: Context): string {
  const routes = matchedRoutes(c);
  return (routes.find((route) => route.method !== 'ALL') ?? routes.at(-1))?.path ?? 'unmatched';
}

/** An id a proxy in front may give (nginx's $request_id): kept when it looks like one, replaced otherwise. */
const GIVEN_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id, sent back in `X-Request-Id` and named in every error body, and logs
 * one line when it is answered: the time, the id, the method, the route's pattern (never the path,
 * which may hold a link's key), the status, how long it took, who asked ("anonymous" before a
 * session) and their organisation. Nothing of the body, the query or the headers. The same answer
 * is counted in the metrics (`observe`).
 */
export function requestLog(
  logger: Logger,
  observe?: (answered: { method: string; route: string; status: number; seconds: number }) => void,
): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given && GIVEN_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      // A response made whole elsewhere (a file of the site) may lack the header set above.
      if (!c.res.headers.has('X-Request-Id')) {
        try {
          c.res.headers.set('X-Request-Id', id);
        } catch {
          // Immutable headers: the id is still in the log.
        }
      }
      const auth = c.get('auth') as SessionVariables['auth'] | undefined;
      const ms = performance.now() - started;
      const route = answeringRoute(c);
      observe?.({ method: c.req.method, route, status: c.res.status, seconds: ms / 1000 });
      logger.info({
        request_id: id,
        method: c.req.method,
        route,
        status: c.res.status,
        duration_ms: Math.round(ms * 10) / 10,
        user: auth?.user.id ?? 'anonymous',
        organisation: auth?.user.organisation_id ?? null,
      });
    }
  };
}
