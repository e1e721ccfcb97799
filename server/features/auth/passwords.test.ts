import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('renewing and changing passwords on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const login = (username: string) => signInAs(ctx.api, username);

  describe('an expired password', () => {
    it('reaches only the renew call until renewed', async () => {
      const auth = await login('expired.user');
      expect(auth.profile.is_expired).toBe(true);
      const other = await ctx.api.post('/api/auth/checkPass', { password: DEMO_PASSWORD }, bearer(auth.idToken));
      expect(other.status).toBe(403);
      expect(other.body.error.code).toBe('password_renewal_required');
    });

    it("answers the policy's own message for a weak password, in the request's language", async () => {
      const auth = await login('expired.user');
      const renew = (password: string, language = 'ro') =>
        ctx.api.post('/api/auth/renew', { password }, { ...bearer(auth.idToken), 'Accept-Language': language });
      expect((await renew('Short-1')).body).toEqual({
        passUpdated: false,
        errorMessage: 'Parola trebuie sa aiba cel putin 10 caractere',
      });
      expect((await renew('Short-1', 'en')).body.errorMessage).toBe('The password must have at least 10 characters');
      expect((await renew('Expired.User-2027')).body.errorMessage).toBe(
        'Parola nu poate conține numele de utilizator.',
      );
      expect((await renew('Demo-ASIGURARI-2027')).body.errorMessage).toBe(
        'Parola nu poate conține numele organizației.',
      );
      expect((await renew('Frumos-Mărțișor-în-MARTIE-7')).body.errorMessage).toBe(
        'Parola nu poate conține numele unei luni.',
      );
      expect((await renew('OnlyLettersHereTooLong')).body.errorMessage).toBe(
        'Parola trebuie să conțină cel puțin o cifră sau un simbol.',
      );
      expect((await renew(DEMO_PASSWORD)).body.errorMessage).toBe(
        'Noua parolă trebuie să fie diferită de cea curentă.',
      );
    });

    it.each([
      ['Expired.User-2027', 'The password must not contain the username.'],
      ['Demo-ASIGURARI-2027', "The password must not contain the organisation's name."],
      ['Frumos-Mărțișor-în-MARTIE-7', 'The password must not contain the name of a month.'],
      ['OnlyLettersHereTooLong', 'The password must contain at least one digit or symbol.'],
    ])('answers %s with the English text of its rule to an English request', async (password, message) => {
      const auth = await login('expired.user');
      const res = await ctx.api.post(
        '/api/auth/renew',
        { password },
        { ...bearer(auth.idToken), 'Accept-Language': 'en' },
      );
      expect(res.body).toEqual({ passUpdated: false, errorMessage: message });
    });

    it('once renewed, opens the whole application and signs in with the new password', async () => {
      const auth = await login('expired.user');
      const res = await ctx.api.post('/api/auth/renew', { password: 'Brand-New-Claims-42' }, bearer(auth.idToken));
      expect(res.body).toEqual({ passUpdated: true, errorMessage: '' });
      const refreshed = await ctx.api.post('/api/auth/refreshToken', { refresh_token: auth.refreshToken });
      expect(refreshed.body.profile.is_expired).toBe(false);
      expect(
        (await ctx.api.post('/api/auth/checkPass', { password: 'Brand-New-Claims-42' }, bearer(refreshed.body.idToken)))
          .body,
      ).toEqual({ passValid: true });
      expect(
        (await ctx.api.post('/api/auth/appToken', { username: 'expired.user', password: DEMO_PASSWORD })).status,
      ).toBe(400);
    });

    it('treats a default password like an expired one', async () => {
      await ctx.t.database.db
        .updateTable('users')
        .set({ is_default_pass: 1 })
        .where('username', '=', 'manager')
        .execute();
      const auth = await login('manager');
      expect(auth.profile.is_default_pass).toBe(true);
      expect(
        (await ctx.api.post('/api/auth/checkPass', { password: DEMO_PASSWORD }, bearer(auth.idToken))).body.error.code,
      ).toBe('password_renewal_required');
      expect(
        (await ctx.api.post('/api/auth/renew', { password: 'Brand-New-Claims-42' }, bearer(auth.idToken))).body
          .passUpdated,
      ).toBe(true);
    });

    it('is not a way around renewal for a full session', async () => {
      const auth = await login('handler');
      expect(
        (await ctx.api.post('/api/auth/renew', { password: 'Brand-New-Claims-42' }, bearer(auth.idToken))).status,
      ).toBe(403);
    });
  });

  describe('changing the password', () => {
    it('checks the old password on the server', async () => {
      const auth = await login('handler');
      const res = await ctx.api.post(
        '/api/auth/updatePass',
        { old_password: 'Not-The-Old-1', password: 'New-Claims-2027?' },
        { ...bearer(auth.idToken), 'Accept-Language': 'ro' },
      );
      expect(res.body).toEqual({ passUpdated: false, errorMessage: 'Vechea parola nu e corecta.' });
    });

    it('counts wrong old passwords against the sign-in throttle', async () => {
      const auth = await login('handler');
      for (let i = 0; i < 5; i++)
        await ctx.api.post('/api/auth/checkPass', { password: `Wrong-${i}-pass` }, bearer(auth.idToken));
      const res = await ctx.api.post('/api/auth/checkPass', { password: DEMO_PASSWORD }, bearer(auth.idToken));
      expect(res.status).toBe(429);
    });

    it('applies the policy and answers fresh tokens with the profile', async () => {
      const auth = await login('handler');
      const weak = await ctx.api.post(
        '/api/auth/updatePass',
        { old_password: DEMO_PASSWORD, password: 'handler-2027-new' },
        bearer(auth.idToken),
      );
      expect(weak.body).toEqual({ passUpdated: false, errorMessage: 'The password must not contain the username.' });
      const ok = await ctx.api.post(
        '/api/auth/updatePass',
        { old_password: DEMO_PASSWORD, password: 'New-Claims-2027?' },
        bearer(auth.idToken),
      );
      expect(ok.body).toMatchObject({ passUpdated: true, errorMessage: '', profile: { username: 'handler' } });
      expect(ok.body.idToken).toBeTruthy();
      expect(
        (await ctx.api.post('/api/auth/appToken', { username: 'handler', password: 'New-Claims-2027?' })).status,
      ).toBe(200);
    });

    it('cannot hang the server with a catastrophic validation rule', async () => {
      const org = await ctx.t.database.db
        .selectFrom('organisations')
        .select('app_metadata')
        .where('code', '=', 'DEMO')
        .executeTakeFirstOrThrow();
      const metadata = JSON.parse(org.app_metadata);
      metadata.credentials.password_policy.validation_rule = '^(a+)+$';
      await ctx.t.database.db
        .updateTable('organisations')
        .set({ app_metadata: JSON.stringify(metadata) })
        .where('code', '=', 'DEMO')
        .execute();
      const auth = await login('handler');
      const started = performance.now();
      const res = await ctx.api.post(
        '/api/auth/updatePass',
        { old_password: DEMO_PASSWORD, password: `${'a'.repeat(40)}!` },
        bearer(auth.idToken),
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(res.body).toEqual({
        passUpdated: false,
        errorMessage: 'The password must contain at least one digit or symbol.',
      });
    });
  });

  describe('impersonation', () => {
    it('switches to a replaced user and back, recording the real person', async () => {
      const auth = await login('handler');
      const handler2 = auth.profile.replaced_users[0]!;
      const acting = await ctx.api.post('/api/auth/refreshToken', {
        refresh_token: auth.refreshToken,
        impersonated_by_user_id: auth.profile.user_id,
        new_user_id: handler2.user_id,
      });
      expect(acting.status).toBe(200);
      expect(acting.body.profile).toMatchObject({
        username: 'handler2',
        impersonated_by_user_id: auth.profile.user_id,
        replaced_user_full_name: 'Radu Handler',
      });
      const session = await ctx.t.database.db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', handler2.user_id)
        .executeTakeFirstOrThrow();
      expect(session.impersonated_by_user_id).toBe(auth.profile.user_id);
      // The old session is gone.
      expect((await ctx.api.post('/api/auth/refreshToken', { refresh_token: auth.refreshToken })).status).toBe(401);
      // No password change while acting as someone else.
      const change = await ctx.api.post(
        '/api/auth/updatePass',
        { old_password: DEMO_PASSWORD, password: 'New-Claims-2027?' },
        bearer(acting.body.idToken),
      );
      expect(change.status).toBe(403);

      const back = await ctx.api.post('/api/auth/refreshToken', {
        refresh_token: acting.body.refreshToken,
        impersonated_by_user_id: auth.profile.user_id,
        new_user_id: auth.profile.user_id,
      });
      expect(back.body.profile).toMatchObject({ username: 'handler', impersonated_by_user_id: null });
    });

    it("refuses anyone who is not among the real person's replaced users", async () => {
      const auth = await login('handler');
      const admin = await login('admin');
      const res = await ctx.api.post('/api/auth/refreshToken', {
        refresh_token: auth.refreshToken,
        impersonated_by_user_id: auth.profile.user_id,
        new_user_id: admin.profile.user_id,
      });
      expect(res.status).toBe(403);
      const reverse = await login('handler2');
      const res2 = await ctx.api.post('/api/auth/refreshToken', {
        refresh_token: reverse.refreshToken,
        impersonated_by_user_id: reverse.profile.user_id,
        new_user_id: auth.profile.user_id,
      });
      expect(res2.status).toBe(403);
    });

    it('is refused when the organisation does not enable it', async () => {
      const org = await ctx.t.database.db
        .selectFrom('organisations')
        .select('app_metadata')
        .where('code', '=', 'DEMO')
        .executeTakeFirstOrThrow();
      await ctx.t.database.db
        .updateTable('organisations')
        .set({ app_metadata: JSON.stringify({ ...JSON.parse(org.app_metadata), enable_user_impersonation: false }) })
        .where('code', '=', 'DEMO')
        .execute();
      const auth = await login('handler');
      const res = await ctx.api.post('/api/auth/refreshToken', {
        refresh_token: auth.refreshToken,
        impersonated_by_user_id: auth.profile.user_id,
        new_user_id: auth.profile.replaced_users[0]!.user_id,
      });
      expect(res.status).toBe(403);
    });

    it('cannot be claimed for someone else by naming them as the impersonator', async () => {
      const handler2 = await login('handler2');
      const handler = await login('handler');
      const res = await ctx.api.post('/api/auth/refreshToken', {
        refresh_token: handler2.refreshToken,
        impersonated_by_user_id: handler.profile.user_id,
        new_user_id: handler2.profile.user_id,
      });
      expect(res.status).toBe(403);
    });
  });

  it('GET /api/config/myBrowser answers what the server sees', async () => {
    const res = await ctx.api.get('/api/config/myBrowser', {
      'User-Agent': 'TestBrowser/1.0',
      'Accept-Language': 'ro-RO,ro;q=0.9',
    });
    expect(res.body).toMatchObject({ user_agent: 'TestBrowser/1.0', language: 'ro' });
  });
});
