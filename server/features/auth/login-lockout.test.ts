import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../../contract/auth.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { cookieValue } from '../../test/http.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { signInPlaces } from '../../test/sign-in-places.ts';
import { THROTTLE } from './throttle.ts';

/** Blocks that grow with each one, and the lock for good: the sign-in tests of many attempts, in a file of their own so that they run beside the others. */
describe.each(signInPlaces(TEST_ENGINES))('sign-in lockout ($name)', ({ engine, signInThreads }) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' }, signInThreads });
  const login = (username: string, password: string, address = '203.0.113.7') =>
    ctx.api.post('/api/auth/appToken', { username, password }, { 'X-Forwarded-For': address });

  it('waits a minute longer at each block, at most 15 minutes, and forgets after 12 quiet hours', async () => {
    const row = () =>
      ctx.t.database.db
        .selectFrom('login_throttle')
        .selectAll()
        .where('username', '=', 'handler')
        .executeTakeFirstOrThrow();
    const waits: number[] = [];
    for (let block = 1; block <= 17; block++) {
      for (let i = 0; i < THROTTLE.failuresPerBlock; i++)
        await login('handler', `Wrong-${i}-password`, `192.0.2.${(block % 5) + 1}`);
      const until = new Date((await row()).blocked_until!).getTime();
      waits.push((until - ctx.t.clock.now().getTime()) / 60_000);
      ctx.t.clock.set(new Date(until + 1));
    }
    expect(waits.slice(0, 3)).toEqual([1, 2, 3]);
    expect(Math.max(...waits)).toBe(15);
    ctx.t.clock.advance(THROTTLE.blockGrowthResetMs + 1);
    for (let i = 0; i < THROTTLE.failuresPerBlock; i++) await login('handler', `Wrong-${i}-password`, '192.0.2.9');
    const until = new Date((await row()).blocked_until!).getTime();
    expect((until - ctx.t.clock.now().getTime()) / 60_000).toBe(1);
  }, 60_000);

  /** Wrong passwords in a row up to the lock, each block waited out on the app's clock. */
  const failUntilLocked = async (username: string) => {
    for (let i = 0; i < THROTTLE.maxConsecutiveFailures; i++) {
      await login(username, 'Wrong-password-1', `192.0.2.${(i % 8) + 1}`);
      const row = await ctx.t.database.db
        .selectFrom('login_throttle')
        .select('blocked_until')
        .where('username', '=', username)
        .executeTakeFirst();
      if (row?.blocked_until) ctx.t.clock.set(new Date(new Date(row.blocked_until).getTime() + 1));
    }
  };

  it('locks the account for good after 100 consecutive failures', async () => {
    await failUntilLocked('handler2');
    const res = await login('handler2', DEMO_PASSWORD, '192.0.2.50');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('account_locked');
  }, 60_000);

  it('tells the owner of the lock, and lets the browser they signed in with before through, lifting it', async () => {
    const before = await login('handler2', DEMO_PASSWORD, '192.0.2.60');
    const device = cookieValue(before.headers, DEVICE_COOKIE)!;
    await failUntilLocked('handler2');
    const mail = ((await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string; body: string }[]).find(
      (m) => m.to === 'handler2@example.test',
    );
    expect(mail?.subject).toBe('Your account was locked after many failed sign-ins');
    expect(mail?.body).toContain('100 times in a row');
    expect((await login('handler2', DEMO_PASSWORD, '192.0.2.61')).status).toBe(403);
    const known = await ctx.api.post(
      '/api/auth/appToken',
      { username: 'handler2', password: DEMO_PASSWORD },
      { 'X-Forwarded-For': '192.0.2.62', Cookie: `${DEVICE_COOKIE}=${device}` },
    );
    expect(known.status).toBe(200);
    // The owner is back: the lock is gone for their other browsers too.
    expect((await login('handler2', DEMO_PASSWORD, '192.0.2.63')).status).toBe(200);
  }, 60_000);
});
