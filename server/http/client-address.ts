import type { Context } from 'hono';
import { callerAddress, type ProxyTrust } from './trusted-proxies.ts';

/**
 * The caller's address: the socket's peer, or behind proxies we trust (TRUSTED_PROXIES) the
 * right-most X-Forwarded-For entry that is not one of them. Never an entry a caller could have
 * written in front of the proxy's own.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  if (!peer) return 'unknown';
  return callerAddress(peer, c.req.header('x-forwarded-for'), trust).replace(/^::ffff:/, '');
}
