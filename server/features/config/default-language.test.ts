import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrganisationSettingsSchema } from '../../../contract/settings.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)("the organisation's default language on $name", (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const settingsOf = async (headers: Record<string, string>) =>
    v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', headers)).body);
  const newUser = (username: string, language?: 'en' | 'ro') => ({
    username,
    full_name: 'Nou Venit',
    email: `${username}@example.test`,
    ...(language ? { language } : {}),
    roles: ['claims.handler'],
    work_group: null,
    password: 'Prima-parola1',
  });
  const languageOf = async (username: string) =>
    (
      await ctx.t.database.db
        .selectFrom('users')
        .select('language')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).language;

  it('is saved as its own section, and new users start in it unless one is chosen', async () => {
    const admin = await as('admin');
    const before = await settingsOf(admin);
    expect(before.language).toEqual({ default_language: 'en' });
    const ifMatch = { ...admin, 'If-Match': `"${before.versions.language}"` };
    const saved = await ctx.api.put('/api/config/language', { default_language: 'ro' }, ifMatch);
    expect(saved.status).toBe(200);
    expect(saved.body.language).toEqual({ default_language: 'ro' });
    expect(saved.body.versions.branding).toBe(before.versions.branding);
    const stale = await ctx.api.put('/api/config/language', { default_language: 'en' }, ifMatch);
    expect(stale.status).toBe(409);
    const bad = await ctx.api.put(
      '/api/config/language',
      { default_language: 'de' },
      { ...admin, 'If-Match': `"${saved.body.versions.language}"`, 'Accept-Language': 'ro' },
    );
    expect(bad.body.error).toMatchObject({
      field: 'default_language',
      message: 'Limba implicită: alegeți engleza sau româna.',
    });

    expect((await ctx.api.post('/api/config/users', newUser('implicit.user'), admin)).status).toBe(200);
    expect(await languageOf('implicit.user')).toBe('ro');
    expect((await ctx.api.post('/api/config/users', newUser('chosen.user', 'en'), admin)).status).toBe(200);
    expect(await languageOf('chosen.user')).toBe('en');
  });

  it('is for configurators only', async () => {
    const handler = await as('handler');
    expect(
      (await ctx.api.put('/api/config/language', { default_language: 'ro' }, { ...handler, 'If-Match': '"1"' })).status,
    ).toBe(403);
  });
});
