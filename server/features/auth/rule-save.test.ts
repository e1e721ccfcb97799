import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('saving the password rule on $name', (engine) => {
  const ctx = useSeededApp(engine);

  it.each(['^(a+)+$', '(a|a)*b', '(.*a){20}', '(?=.*\\d)'])(
    'refuses %s with 400 naming the field, and keeps the rule as it was',
    async (rule) => {
      const admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
      const settings = (await ctx.api.get('/api/config/organisation', admin)).body;
      const res = await ctx.api.put(
        '/api/config/password-policy',
        { ...settings.password_policy, validation_rule: rule, validation_rule_message: { en: 'x', ro: 'x' } },
        admin,
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', field: 'validation_rule' });
      expect((await ctx.api.get('/api/config/organisation', admin)).body.password_policy.validation_rule).toBe(
        settings.password_policy.validation_rule,
      );
    },
  );

  it('saves an ordinary rule, which then applies to a new password', async () => {
    const admin = await signInAs(ctx.api, 'admin');
    const settings = (await ctx.api.get('/api/config/organisation', bearer(admin.idToken))).body;
    const policy = {
      ...settings.password_policy,
      validation_rule: '[A-Z].*\\d',
      validation_rule_message: { en: 'An upper-case letter, later a digit.', ro: '' },
    };
    const onVersion = { ...bearer(admin.idToken), 'If-Match': `"${settings.versions.password_policy}"` };
    expect((await ctx.api.put('/api/config/password-policy', policy, onVersion)).status).toBe(200);
    const expired = await signInAs(ctx.api, 'expired.user');
    const renew = (password: string) => ctx.api.post('/api/auth/renew', { password }, bearer(expired.idToken));
    expect((await renew('lower-case-only-2027')).body.errorMessage).toBe('An upper-case letter, later a digit.');
    // No Romanian text was written: a Romanian request gets the product's default.
    const inRomanian = await ctx.api.post(
      '/api/auth/renew',
      { password: 'lower-case-only-2027' },
      { ...bearer(expired.idToken), 'Accept-Language': 'ro' },
    );
    expect(inRomanian.body.errorMessage).toBe('Parola nu respectă regula organizației.');
    expect((await renew('Upper-Case-Then-2027')).body).toEqual({ passUpdated: true, errorMessage: '' });
  });
});
