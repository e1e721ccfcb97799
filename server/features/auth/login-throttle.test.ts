import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { signInPlaces } from '../../test/sign-in-places.ts';
import { THROTTLE } from './throttle.ts';

/** Failed sign-ins block an account for a while, and an address that tries many usernames. */
describe.each(signInPlaces(TEST_ENGINES))('sign-in blocks ($name)', ({ engine, signInThreads }) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' }, signInThreads });
  const login = (username: string, password: string, address = '203.0.113.7') =>
    ctx.api.post('/api/auth/appToken', { username, password }, { 'X-Forwarded-For': address });

  it('blocks after 5 failures: even the right password is refused and failures do not count', async () => {
    for (let i = 0; i < THROTTLE.failuresPerBlock; i++)
      expect((await login('handler', `Wrong-${i}-password`)).status).toBe(400);
    const blocked = await login('handler', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('account_temporarily_locked');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('handler', 'Wrong-again-1')).status).toBe(429);

    ctx.t.clock.advance(THROTTLE.blockStepMs + 1);
    expect((await login('handler', DEMO_PASSWORD)).status).toBe(200);
    // The success reset the counter: four new failures do not block.
    for (let i = 0; i < THROTTLE.failuresPerBlock - 1; i++) await login('handler', `Wrong-${i}-password`);
    expect((await login('handler', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts failures for the account across addresses', async () => {
    for (let i = 0; i < THROTTLE.failuresPerBlock; i++)
      await login('handler', `Wrong-${i}-password`, `192.0.2.${i + 1}`);
    expect((await login('handler', DEMO_PASSWORD, '192.0.2.200')).status).toBe(429);
  });

  it('counts parallel wrong attempts exactly', async () => {
    await Promise.all([1, 2, 3, 4].map((i) => login('handler', `Wrong-${i}-password`, `192.0.2.${i}`)));
    // All four counted: the fifth wrong one starts the block, and the right password waits too.
    expect((await login('handler', 'Wrong-5-password', '192.0.2.5')).status).toBe(400);
    expect((await login('handler', DEMO_PASSWORD, '192.0.2.6')).status).toBe(429);
  });

  it('answers 429 to one address trying many usernames', async () => {
    for (let i = 0; i < THROTTLE.addressMaxUsernames; i++) await login(`user${i}`, 'Wrong-password-1', '198.51.100.66');
    const res = await login('handler', DEMO_PASSWORD, '198.51.100.66');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('too_many_requests');
    expect((await login('handler', DEMO_PASSWORD, '198.51.100.67')).status).toBe(200);
  });
});
