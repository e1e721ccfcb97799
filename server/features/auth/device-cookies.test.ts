import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../../contract/auth.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { cookieValue } from '../../test/http.ts';
import { signInPlaces } from '../../test/sign-in-places.ts';
import { DEVICE_FAILURE_BUDGET } from './trusted-devices.ts';
import { THROTTLE } from './throttle.ts';

/**
 * Someone else's failures from a shared address, or against one's own username, do not lock out
 * a browser that has signed in before (device cookies); that browser has a small budget of its own.
 */
const OFFICE = '198.51.100.66';

describe.each(signInPlaces(TEST_ENGINES))('device cookies ($name)', ({ engine, signInThreads }) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' }, signInThreads });
  const login = (username: string, password: string, options: { address?: string; device?: string } = {}) =>
    ctx.api.post(
      '/api/auth/appToken',
      { username, password },
      {
        'X-Forwarded-For': options.address ?? OFFICE,
        ...(options.device ? { Cookie: `${DEVICE_COOKIE}=${options.device}` } : {}),
      },
    );
  /** Signs in from another address and answers the device cookie the browser was given. */
  async function deviceOf(username: string): Promise<string> {
    const res = await login(username, DEMO_PASSWORD, { address: '192.0.2.10' });
    expect(res.status).toBe(200);
    const cookie = cookieValue(res.headers, DEVICE_COOKIE);
    expect(cookie).toBeTruthy();
    return cookie!;
  }
  const sprayFromOffice = async () => {
    for (let i = 0; i < THROTTLE.addressMaxUsernames; i++)
      expect((await login(`user${i}`, 'Wrong-password-1')).status).toBe(400);
  };

  it('is given after a good sign-in: HttpOnly, SameSite=Strict, path /api/auth, for a year', async () => {
    const res = await login('handler', DEMO_PASSWORD);
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/api\/auth(;|$)/);
    expect(Number(/Max-Age=(\d+)/i.exec(line)?.[1])).toBeGreaterThanOrEqual(364 * 24 * 3600);
    expect(
      (await login('handler', 'Wrong-password-1', { address: '192.0.2.11' })).headers
        .getSetCookie()
        .some((l) => l.startsWith(`${DEVICE_COOKIE}=`)),
    ).toBe(false);
  });

  it("lets a browser that signed in before through an address locked by others' failures; others get 429 with Retry-After", async () => {
    const device = await deviceOf('handler');
    await sprayFromOffice();
    const without = await login('handler', DEMO_PASSWORD);
    expect(without.status).toBe(429);
    expect(without.body.error.code).toBe('too_many_requests');
    const wait = Number(without.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(THROTTLE.addressWindowMs / 1000);
    const withCookie = await login('handler', DEMO_PASSWORD, { device });
    expect(withCookie.status).toBe(200);
    // The cookie is for its own user only.
    expect((await login('handler2', DEMO_PASSWORD, { device })).status).toBe(429);
    // And the address is open again once Retry-After has passed.
    ctx.t.clock.advance(wait * 1000);
    expect((await login('handler2', DEMO_PASSWORD)).status).toBe(200);
  });

  it("lets it through its own account's temporary block, which others still meet", async () => {
    const device = await deviceOf('handler');
    for (let i = 0; i < THROTTLE.failuresPerBlock; i++)
      await login('handler', `Wrong-${i}-password`, { address: `192.0.2.${i + 20}` });
    const blocked = await login('handler', DEMO_PASSWORD, { address: '192.0.2.30' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('account_temporarily_locked');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const fresh = await login('handler', DEMO_PASSWORD, { address: '192.0.2.30', device });
    expect(fresh.status).toBe(200);
    // The attacker stays blocked: the owner's sign-in from a known browser does not lift it.
    expect((await login('handler', DEMO_PASSWORD, { address: '192.0.2.31' })).status).toBe(429);
  });

  it('has a budget of its own: after that many failures the cookie no longer exempts', async () => {
    const device = await deviceOf('handler');
    await sprayFromOffice();
    for (let i = 0; i < DEVICE_FAILURE_BUDGET; i++) {
      const res = await login('handler', `Wrong-${i}-password`, { device });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_credentials');
    }
    const spent = await login('handler', DEMO_PASSWORD, { device });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts parallel failures with one cookie exactly', async () => {
    const device = await deviceOf('handler');
    await sprayFromOffice();
    const answers = await Promise.all(
      Array.from({ length: DEVICE_FAILURE_BUDGET + 3 }, (_, i) => login('handler', `Wrong-${i}-password`, { device })),
    );
    expect(answers.filter((r) => r.status === 400)).toHaveLength(DEVICE_FAILURE_BUDGET);
    expect((await login('handler', DEMO_PASSWORD, { device })).status).toBe(429);
  });

  it('gives no exemption when forged or altered', async () => {
    const device = await deviceOf('handler');
    const [user, nonce, signature] = device.split('.');
    await sprayFromOffice();
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const forged = [
      `${user}.${nonce}.${flip(signature!)}`,
      `${user}.${flip(nonce!)}.${signature}`,
      `${Buffer.from('handler2').toString('base64url')}.${nonce}.${signature}`,
      `${user}.${nonce}`,
      'garbage',
    ];
    for (const cookie of forged) {
      const res = await login('handler', DEMO_PASSWORD, { device: cookie });
      expect(res.status, cookie).toBe(429);
    }
    // A well-formed cookie for a device the server never remembered gives none either.
    await ctx.t.database.db.deleteFrom('trusted_devices').execute();
    expect((await login('handler', DEMO_PASSWORD, { device })).status).toBe(429);
  });

  it('is replaced at each good sign-in: the old one no longer exempts', async () => {
    const first = await deviceOf('handler');
    const second = await login('handler', DEMO_PASSWORD, { address: '192.0.2.12', device: first });
    const next = cookieValue(second.headers, DEVICE_COOKIE)!;
    expect(next).not.toBe(first);
    await sprayFromOffice();
    expect((await login('handler', DEMO_PASSWORD, { device: first })).status).toBe(429);
    expect((await login('handler', DEMO_PASSWORD, { device: next })).status).toBe(200);
  });
});
