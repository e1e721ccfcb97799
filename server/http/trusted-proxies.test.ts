import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { callerAddress, parseTrustedProxies, TRUST_NO_PROXY } from './trusted-proxies.ts';

const SECRET = { TOKEN_SECRET: 'a-test-secret-that-is-long-enough-for-it' };

describe('the caller behind trusted proxies', () => {
  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(callerAddress('203.0.113.9', '10.0.0.1', TRUST_NO_PROXY)).toBe('203.0.113.9');
  });

  it('is the right-most address that is not a trusted proxy, never what the caller wrote before it', () => {
    const trust = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');
    // The caller wrote 10.9.9.9; the outer proxy (10.0.0.5) appended the caller's 198.51.100.7.
    expect(callerAddress('127.0.0.1', '10.9.9.9, 198.51.100.7, 10.0.0.5', trust)).toBe('198.51.100.7');
    expect(callerAddress('198.51.100.8', '10.9.9.9', trust)).toBe('198.51.100.8');
  });

  it('trusts the nearest hops by count', () => {
    expect(callerAddress('127.0.0.1', '1.1.1.1, 2.2.2.2', parseTrustedProxies('1'))).toBe('2.2.2.2');
    expect(callerAddress('127.0.0.1', '1.1.1.1, 2.2.2.2', parseTrustedProxies('2'))).toBe('1.1.1.1');
  });

  it('knows the named ranges, IPv6 and IPv4 written as IPv6', () => {
    const trust = parseTrustedProxies('loopback');
    expect(callerAddress('::1', '2001:db8::7', trust)).toBe('2001:db8::7');
    expect(callerAddress('::ffff:127.0.0.1', '192.0.2.4', trust)).toBe('192.0.2.4');
  });
});

describe('TRUSTED_PROXIES and TRUST_PROXY in the configuration', () => {
  it('refuses what is not an address, a range, a known name or a count, naming the variable', () => {
    for (const value of ['10.0.0.0/99', 'proxy.example', '127.0.0.1,,10.0.0.1', '-1']) {
      expect(() => loadConfig({ ...SECRET, TRUSTED_PROXIES: value })).toThrow(
        /TRUSTED_PROXIES is a comma-separated list/,
      );
    }
  });

  it('refuses TRUST_PROXY=true, which believed the first X-Forwarded-For entry, and says what replaces it', () => {
    expect(() => loadConfig({ ...SECRET, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY is replaced by TRUSTED_PROXIES/);
    expect(loadConfig({ ...SECRET, TRUST_PROXY: 'false' }).trustedProxies('127.0.0.1', 0)).toBe(false);
  });
});
