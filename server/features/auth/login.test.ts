import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthResponseSchema, REFRESH_COOKIE, REFRESH_TURN_COOKIE } from '../../../contract/auth.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { cookieValue } from '../../test/http.ts';
import { signInPlaces } from '../../test/sign-in-places.ts';
import { hashPassword } from './password-hash.ts';
import { THROTTLE } from './throttle.ts';

/** An error body without the request's own id: what two requests answered alike share. */
const withoutRequestId = (body: { error: Record<string, unknown> }) => {
  const { request_id: _, ...error } = body.error;
  return { ...body, error };
};

describe.each(signInPlaces(TEST_ENGINES))('sign-in ($name)', ({ engine, signInThreads }) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' }, signInThreads });
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const login = (username: string, password: string, address = '203.0.113.7') =>
    ctx.api.post('/api/auth/appToken', { username, password }, from(address));

  it('signs in with username and password and answers the auth response of spec.md', async () => {
    const res = await login('handler', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const body = v.parse(AuthResponseSchema, res.body);
    expect(body.one_time_password_required).toBe(false);
    expect(body.profile).toMatchObject({
      username: 'handler',
      full_name: 'Elena Handler',
      org_code: 'DEMO',
      org_name: 'Demo Asigurări',
      org_type: 'primary',
      language: 'en',
      is_expired: false,
      is_default_pass: false,
      impersonated_by_user_id: null,
      replaced_users: [{ username: 'handler2', full_name: 'Radu Handler' }],
      user_metadata: { worklist_filter: { filter_keys: 0, category_code: 'active' } },
    });
    expect(body.profile.app_metadata.enable_user_impersonation).toBe(true);
    expect(body.profile.app_metadata.credentials.password_policy.min_length).toBe(10);
    // The refresh token is set as an HttpOnly, SameSite=Strict cookie scoped to the auth calls.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    // An API client (no Sec-Fetch-Mode) also gets it in the body field of spec.md.
    expect(body.refreshToken).toBe(cookieValue(res.headers, REFRESH_COOKIE));
    // Its turn cookie, which pages read to wait for a refresh still landing, shares nothing with it.
    const turn = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_TURN_COOKIE}=`)) ?? '';
    expect(turn).not.toMatch(/HttpOnly/);
    expect(turn).toMatch(/Path=\/;/);
    expect(cookieValue(res.headers, REFRESH_TURN_COOKIE)).not.toContain(body.refreshToken.slice(0, 8));
  });

  it('never gives a browser the refresh token in the body', async () => {
    const res = await ctx.api.post(
      '/api/auth/appToken',
      { username: 'handler', password: DEMO_PASSWORD },
      { 'Sec-Fetch-Mode': 'cors' },
    );
    expect(res.status).toBe(200);
    expect(res.body.refreshToken).toBe('');
    expect(cookieValue(res.headers, REFRESH_COOKIE)).toMatch(/^[\w-]{40,}$/);
  });

  it('matches the username in any case', async () => {
    expect((await login('  HANDLER ', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown user and a wrong password alike, after the same work', async () => {
    let calls = 0;
    const timed = async (username: string) => {
      const started = performance.now();
      const res = await login(username, 'Wrong-password-1', `198.51.100.${++calls}`);
      return { res, ms: performance.now() - started };
    };
    // The dummy hash is made at the first unknown name: made before the timing starts.
    await login('nobody.first', 'Wrong-password-1', '198.51.100.250');
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Several known users, each one attempt short of a block, so every answer is the plain refusal.
    for (const username of ['handler', 'handler2', 'manager', 'assessor']) {
      for (let i = 0; i < THROTTLE.failuresPerBlock - 1; i++) {
        const a = await timed(`nobody.${username}.${i}`);
        const b = await timed(username);
        expect(a.res.status).toBe(400);
        expect(b.res.status).toBe(400);
        // Alike but for each request's own id.
        expect(a.res.body.error.request_id).not.toBe(b.res.body.error.request_id);
        expect(withoutRequestId(a.res.body)).toEqual(withoutRequestId(b.res.body));
        unknown.push(a.ms);
        wrong.push(b.ms);
      }
    }
    // Without the dummy hash an unknown user would answer some twenty times faster. The fastest of
    // each is what the work costs: the rest of the suite runs beside this test and lengthens single
    // answers at random, and sixteen of each leave it no room to lengthen them all.
    const ratio = Math.min(...unknown) / Math.min(...wrong);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
    const body = (await login('nobody.else', 'x')).body;
    expect(body).toEqual({
      error: {
        request_id: expect.any(String),
        code: 'invalid_credentials',
        key: 'error.login.credentials',
        message: 'Check the username and password.',
      },
    });
  });

  it('refuses an account an administrator locked with 403, but only to someone with the password', async () => {
    const right = await login('locked.user', DEMO_PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe('account_locked');
    expect((await login('locked.user', 'Wrong-password-1')).status).toBe(400);
  });

  it("refuses an address outside the organisation's allow-list with 401", async () => {
    await ctx.t.database.db
      .updateTable('organisations')
      .set({ ip_allow_list: JSON.stringify(['10.0.0.0/8', '2001:db8::/32']) })
      .where('code', '=', 'DEMO')
      .execute();
    const outside = await login('handler', DEMO_PASSWORD, '192.168.1.20');
    expect(outside.status).toBe(401);
    expect(outside.body.error.code).toBe('address_not_allowed');
    expect((await login('handler', DEMO_PASSWORD, '10.1.2.3')).status).toBe(200);
    expect((await login('handler', DEMO_PASSWORD, '2001:db8::5')).status).toBe(200);
  });

  it('rehashes a weaker stored hash at the next sign-in', async () => {
    const weak = await hashPassword(DEMO_PASSWORD, { memory: 4096, passes: 1, parallelism: 1 });
    await ctx.t.database.db
      .updateTable('users')
      .set({ password_hash: weak })
      .where('username', '=', 'manager')
      .execute();
    expect((await login('manager', DEMO_PASSWORD)).status).toBe(200);
    const stored = await ctx.t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'manager')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('manager', DEMO_PASSWORD)).status).toBe(200);
  });

  it('accepts a long Unicode password whole', async () => {
    const long = 'Mașina-mea-are-roți-🚗-și-un-motor-foarte-puternic-de-150-cai-putere!';
    expect([...long].length).toBeGreaterThan(64);
    await ctx.t.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(long) })
      .where('username', '=', 'manager')
      .execute();
    expect((await login('manager', long)).status).toBe(200);
    expect((await login('manager', long.slice(0, 64))).status).toBe(400);
  });

  it.each([
    [{ password: 'x' }, 'username', 'error.field.required', 'Fill in this field.'],
    [{ username: '', password: 'x' }, 'username', 'error.auth.usernameRequired', 'Username is required.'],
    [{ username: 'handler', password: '' }, 'password', 'error.auth.passwordRequired', 'Password is required.'],
    [{ username: 'handler', password: 12 }, 'password', 'error.field.invalid', 'This value is not valid.'],
  ])('refuses the malformed body %o clearly', async (body, field, key, message) => {
    const res = await ctx.api.post('/api/auth/appToken', body, from('203.0.113.9'));
    expect(res.status).toBe(400);
    // A required text's own key also carries its length ({ limit: 1, count: 1 }), which no message here names.
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      key,
      message,
      field,
      problems: [{ field, key, message }],
    });
  });
});
