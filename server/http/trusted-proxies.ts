import proxyaddr from 'proxy-addr';

/** Whether the hop at `address`, `hop` steps from the server (0: the socket's peer), is a proxy of ours. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** No proxy: the socket's peer is the caller, whatever X-Forwarded-For says. */
export const TRUST_NO_PROXY: ProxyTrust = () => false;

export const TRUSTED_PROXIES_MESSAGE =
  'TRUSTED_PROXIES is a comma-separated list of the proxies’ addresses or ranges ' +
  '(127.0.0.1, 10.0.0.0/8, ::1, loopback, uniquelocal), or the number of proxies in front of the server.';

/**
 * TRUSTED_PROXIES read once: the proxies in front of the server, by address or range (proxy-addr's
 * names loopback, linklocal and uniquelocal too), or by count (the nearest N hops). The caller is the
 * right-most X-Forwarded-For address that is not one of them: a proxy appends the address it saw,
 * so everything to its left is whatever the caller wrote. Throws on anything else.
 */
export function parseTrustedProxies(value: string | undefined): ProxyTrust {
  if (value === undefined || value.trim() === '') return TRUST_NO_PROXY;
  if (/^\s*\d+\s*$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new Error(TRUSTED_PROXIES_MESSAGE);
  try {
    return proxyaddr.compile(entries);
  } catch {
    throw new Error(TRUSTED_PROXIES_MESSAGE);
  }
}

export function isTrustedProxiesValue(value: string): boolean {
  try {
    parseTrustedProxies(value);
    return true;
  } catch {
    return false;
  }
}

/** The caller's address from the socket's peer and the X-Forwarded-For header, under `trust`. */
export function callerAddress(peer: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const request = { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}
