import type { Context } from 'hono';

/**
 * The caller's address. Behind a proxy (TRUST_PROXY=true) it is the first X-Forwarded-For entry,
 * which the proxy sets; otherwise the socket's peer, which a client cannot forge.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.replace(/^::ffff:/, '');
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return (incoming?.socket?.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}
