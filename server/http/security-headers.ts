import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, type CspHashes } from '../../contract/csp.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Headers every answer carries. HSTS is sent only over HTTPS, as browsers ignore
 * it on plain HTTP, where `PUBLIC_ORIGIN` or the request itself says HTTPS.
 */
export function securityHeaders(options: { hashes: CspHashes; publicOrigin: string }): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.hashes);
  const originIsHttps = options.publicOrigin.startsWith('https:');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    // No referrer at all: guest and confirmation keys live in paths and must never leak onwards.
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (originIsHttps || c.req.url.startsWith('https:')) {
      h.set('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    if (c.req.path.startsWith('/api/')) h.set('Cache-Control', 'no-store');
  };
}
