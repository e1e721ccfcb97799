import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../../contract/auth.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, cookieValue, signInAs } from '../../test/http.ts';
import { ID_TOKEN_TTL_SECONDS } from './id-token.ts';
import { SESSION_LIFETIME_MS } from './sessions.ts';

describe.each(TEST_ENGINES)('tokens and sessions on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const login = (username = 'handler') => signInAs(ctx.api, username);
  const refresh = (refresh_token: string, extra: object = {}) =>
    ctx.api.post('/api/auth/refreshToken', { refresh_token, ...extra });
  const checkPass = (idToken: string) =>
    ctx.api.post('/api/auth/checkPass', { password: DEMO_PASSWORD }, bearer(idToken));

  describe('id tokens', () => {
    it('opens the calls of a signed-in user', async () => {
      const { idToken } = await login();
      expect(await checkPass(idToken)).toMatchObject({ status: 200, body: { passValid: true } });
    });

    it('are refused without a token, and when expired', async () => {
      expect((await ctx.api.post('/api/auth/checkPass', { password: 'x' })).status).toBe(401);
      const { idToken } = await login();
      ctx.t.clock.advance(ID_TOKEN_TTL_SECONDS * 1000 + 1000);
      const res = await checkPass(idToken);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    });

    it("refuse alg 'none', a foreign key, a tampered payload and a refresh token", async () => {
      const { idToken, refreshToken } = await login();
      const [header, payload] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const unsigned = new UnsecuredJWT(claims).encode();
      const foreign = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'id+jwt' })
        .sign(new TextEncoder().encode('x'.repeat(48)));
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${idToken.split('.')[2]}`;
      for (const token of [unsigned, foreign, tampered, refreshToken, `${idToken}x`]) {
        expect((await checkPass(token)).status, token.slice(0, 20)).toBe(401);
      }
    });
  });

  describe('refresh tokens', () => {
    it('rotate on every use: the new one works, the old one is spent', async () => {
      const first = await login();
      const second = await refresh(first.refreshToken);
      expect(second.status).toBe(200);
      expect(second.body.refreshToken).not.toBe(first.refreshToken);
      expect(second.body.profile.username).toBe('handler');
      expect((await checkPass(second.body.idToken)).status).toBe(200);
      expect((await refresh(second.body.refreshToken)).status).toBe(200);
    });

    it('revoke the whole family when a used one comes back', async () => {
      const first = await login();
      const second = await refresh(first.refreshToken);
      const replay = await refresh(first.refreshToken);
      expect(replay.status).toBe(401);
      // The thief's replay also shuts out the holder of the newest token and its id tokens.
      expect((await refresh(second.body.refreshToken)).status).toBe(401);
      expect((await checkPass(second.body.idToken)).status).toBe(401);
    });

    it('never extend the absolute lifetime of the session', async () => {
      let token = (await login()).refreshToken;
      for (let hour = 0; hour < 11; hour++) {
        ctx.t.clock.advance(60 * 60_000);
        const res = await refresh(token);
        expect(res.status).toBe(200);
        token = res.body.refreshToken;
      }
      ctx.t.clock.advance(SESSION_LIFETIME_MS - 11 * 60 * 60_000 + 1);
      expect((await refresh(token)).status).toBe(401);
    });

    it('come from the HttpOnly cookie when the body has none', async () => {
      const res = await ctx.api.post(
        '/api/auth/appToken',
        { username: 'handler', password: DEMO_PASSWORD },
        { 'Sec-Fetch-Mode': 'cors' },
      );
      const cookie = cookieValue(res.headers, REFRESH_COOKIE)!;
      const next = await ctx.api.post(
        '/api/auth/refreshToken',
        {},
        { Cookie: `${REFRESH_COOKIE}=${cookie}`, 'Sec-Fetch-Mode': 'cors' },
      );
      expect(next.status).toBe(200);
      expect(next.body.refreshToken).toBe('');
      expect(cookieValue(next.headers, REFRESH_COOKIE)).not.toBe(cookie);
    });

    it('are refused when missing or unknown', async () => {
      expect((await ctx.api.post('/api/auth/refreshToken', {})).status).toBe(401);
      expect((await refresh('not-a-token')).status).toBe(401);
    });
  });

  describe('revocation', () => {
    it('logout ends the session', async () => {
      const { idToken, refreshToken } = await login();
      expect((await ctx.api.get('/api/auth/logout', bearer(idToken))).status).toBe(200);
      expect((await refresh(refreshToken)).status).toBe(401);
      expect((await checkPass(idToken)).status).toBe(401);
    });

    it('logout by cookie alone ends the session too', async () => {
      const { refreshToken } = await login();
      expect((await ctx.api.get('/api/auth/logout', { Cookie: `${REFRESH_COOKIE}=${refreshToken}` })).status).toBe(200);
      expect((await refresh(refreshToken)).status).toBe(401);
    });

    it('changing the password ends every other session', async () => {
      const laptop = await login();
      const phone = await login();
      const changed = await ctx.api.post(
        '/api/auth/updatePass',
        { old_password: DEMO_PASSWORD, password: 'New-Claims-2027?' },
        bearer(laptop.idToken),
      );
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ passUpdated: true, errorMessage: '' });
      expect((await refresh(phone.refreshToken)).status).toBe(401);
      expect((await refresh(laptop.refreshToken)).status).toBe(401);
      // The browser that changed it carries on with the fresh tokens it got.
      expect((await refresh(changed.body.refreshToken)).status).toBe(200);
    });

    it('locking the account ends its sessions', async () => {
      const { idToken, refreshToken } = await login();
      await ctx.t.database.db
        .updateTable('users')
        .set({ locked_at: ctx.t.clock.now().toISOString() })
        .where('username', '=', 'handler')
        .execute();
      expect((await checkPass(idToken)).status).toBe(401);
      expect((await refresh(refreshToken)).status).toBe(401);
    });
  });
});
