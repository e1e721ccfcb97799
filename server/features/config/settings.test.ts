import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrganisationSettingsSchema, type OrganisationSettings } from '../../../contract/settings.ts';
import { AdminUsersSchema } from '../../../contract/users-admin.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { bearer, signInAs } from '../../test/http.ts';

const OFFICE = { 'X-Forwarded-For': '10.1.2.3' };

describe.each(TEST_ENGINES)('organisation settings on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const as = async (username: string) => ({ ...bearer((await signInAs(ctx.api, username)).idToken), ...OFFICE });
  const auditRows = () => ctx.t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  /** The caller's headers with the section's current version as If-Match. */
  const fresh = async (headers: Record<string, string>, section: keyof OrganisationSettings['versions']) => {
    const settings = v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', headers)).body);
    return { ...headers, 'If-Match': `"${settings.versions[section]}"` };
  };

  it('refuses every settings call to roles without the configurator role, and to nobody signed in', async () => {
    const handler = await as('handler');
    const calls: [string, string, unknown?][] = [
      ['get', '/api/config/organisation'],
      ['get', '/api/config/audit'],
      ['get', '/api/config/users'],
      ['put', '/api/config/branding', {}],
      ['put', '/api/config/password-policy', {}],
      ['put', '/api/config/assistant', {}],
      ['put', '/api/config/ip-allow-list', { entries: [] }],
      ['put', '/api/config/tracker', {}],
      ['post', '/api/config/users', {}],
      ['put', '/api/config/users/x', {}],
      ['post', '/api/config/users/x/lock', {}],
      ['post', '/api/config/users/x/unlock', {}],
      ['post', '/api/config/users/x/reset-password', {}],
    ];
    for (const [method, path, body] of calls) {
      const res =
        method === 'get' ? await ctx.api.get(path, handler) : await (ctx.api as any)[method](path, body, handler);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
      const anonymous = method === 'get' ? await ctx.api.get(path) : await (ctx.api as any)[method](path, body);
      expect(anonymous.status, `${method} ${path} without sign-in`).toBe(401);
    }
    expect(await auditRows()).toEqual([]);
  });

  it('saves branding, audited, and another user of the organisation sees it at their next sign-in', async () => {
    const admin = await as('admin');
    const before = v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', admin)).body);
    const branding = { ...before.branding, color: '#8e24aa', sidebar_color: '#4a148c', short_name: 'Demo Violet' };
    const saved = await ctx.api.put('/api/config/branding', branding, await fresh(admin, 'branding'));
    expect(saved.status).toBe(200);
    expect(saved.body.branding.color).toBe('#8e24aa');
    const [entry] = await auditRows();
    expect(entry).toMatchObject({ action: 'branding.update', target: 'branding', acting_as_user_id: null });
    expect(JSON.parse(entry!.details)).toEqual({ before: before.branding, after: branding });
    expect((await signInAs(ctx.api, 'handler')).profile).toMatchObject({
      branding: { color: '#8e24aa', sidebar_color: '#4a148c', short_name: 'Demo Violet' },
    });

    const wrong = await ctx.api.put(
      '/api/config/branding',
      { ...branding, color: 'purple', logo_url: 'javascript:alert(1)' },
      await fresh(admin, 'branding'),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      key: 'error.branding.colour',
      field: 'color',
      message: 'A colour is #rrggbb.',
    });
    const script = await ctx.api.put(
      '/api/config/branding',
      { ...branding, logo_url: 'javascript:alert(1)' },
      await fresh(admin, 'branding'),
    );
    expect(script.body.error).toMatchObject({
      key: 'error.branding.logoUrl',
      field: 'logo_url',
      message: 'An https:// address or a path such as /assets/logo.svg.',
    });
  });

  it("refuses a colour on which no text reaches 4.5:1, naming the field, in the reader's language", async () => {
    const admin = await as('admin');
    const settings = v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', admin)).body);
    const grey = { ...settings.branding, sidebar_color: '#777777' };
    const refused = await ctx.api.put('/api/config/branding', grey, await fresh(admin, 'branding'));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ key: 'error.branding.contrast.sidebar_color', field: 'sidebar_color' });
    expect(refused.body.error.message).toMatch(/^Side menu colour: neither white nor near-black text reaches 4\.5:1/);
    const romanian = { ...(await fresh(admin, 'branding')), 'Accept-Language': 'ro' };
    const inRomanian = await ctx.api.put('/api/config/branding', { ...grey, color: '#777777' }, romanian);
    expect(inRomanian.body.error.problems.map((p: { field: string }) => p.field)).toEqual(['color', 'sidebar_color']);
    expect(inRomanian.body.error.message).toMatch(/^Culoare principală: nici textul alb/);
    // A light and a dark colour both carry text: near-black on the one, white on the other.
    const light = { ...settings.branding, color: '#ffe082', sidebar_color: '#fff8e1' };
    expect((await ctx.api.put('/api/config/branding', light, await fresh(admin, 'branding'))).status).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it('saves the password policy and the assistant roles, refusing a policy weaker than the floor or a broken rule', async () => {
    const admin = await as('admin');
    const settings = v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', admin)).body);
    const weak = await ctx.api.put(
      '/api/config/password-policy',
      { ...settings.password_policy, min_length: 4 },
      await fresh(admin, 'password_policy'),
    );
    expect(weak.body.error).toMatchObject({
      key: 'error.passwordPolicy.minLengthTooSmall',
      field: 'min_length',
      message: 'At least 5.',
    });
    const broken = await ctx.api.put(
      '/api/config/password-policy',
      { ...settings.password_policy, validation_rule: '([a-z]' },
      await fresh(admin, 'password_policy'),
    );
    expect(broken.body.error).toMatchObject({
      key: 'error.passwordRule.invalid',
      field: 'validation_rule',
      message: 'Not a valid regular expression.',
    });
    const unexplained = await ctx.api.put(
      '/api/config/password-policy',
      { ...settings.password_policy, validation_rule: '\\d', validation_rule_message: { en: ' ', ro: '' } },
      await fresh(admin, 'password_policy'),
    );
    expect(unexplained.body.error).toMatchObject({
      key: 'error.passwordPolicy.ruleMessageRequired',
      field: 'validation_rule_message',
      message: 'Say what the rule asks for.',
    });
    const saved = await ctx.api.put(
      '/api/config/password-policy',
      { ...settings.password_policy, min_length: 12 },
      await fresh(admin, 'password_policy'),
    );
    expect(saved.body.password_policy.min_length).toBe(12);
    // The new floor applies to the next password change at once.
    const handler = await as('handler');
    const change = await ctx.api.post(
      '/api/auth/updatePass',
      { old_password: DEMO_PASSWORD, password: 'Short-1!x' },
      handler,
    );
    expect(change.body).toMatchObject({ passUpdated: false });

    const assistant = await ctx.api.put(
      '/api/config/assistant',
      { enable_ai_assistant: true, assistant_roles: ['claims.manager', 'claims.manager'] },
      await fresh(admin, 'assistant'),
    );
    expect(assistant.body.assistant).toEqual({ enable_ai_assistant: true, assistant_roles: ['claims.manager'] });
    expect((await signInAs(ctx.api, 'handler')).profile).toMatchObject({ config_assistants_roles: ['claims.manager'] });
    expect((await auditRows()).map((r) => r.action)).toEqual(['password-policy.update', 'assistant.update']);
  });

  it('keeps an IP allow-list that never shuts out the configurator saving it', async () => {
    const admin = await as('admin');
    const bad = await ctx.api.put(
      '/api/config/ip-allow-list',
      { entries: ['10.0.0.0/8', '300.1.1.1'] },
      await fresh(admin, 'ip_allow_list'),
    );
    expect(bad.body.error.message).toBe('300.1.1.1 is not an address or a range such as 10.0.0.0/8.');
    const selfLockout = await ctx.api.put(
      '/api/config/ip-allow-list',
      { entries: ['192.168.0.0/16'] },
      await fresh(admin, 'ip_allow_list'),
    );
    expect(selfLockout.body.error.message).toBe(
      'Your own address 10.1.2.3 would be refused; add it to the list first.',
    );
    const saved = await ctx.api.put(
      '/api/config/ip-allow-list',
      { entries: ['10.0.0.0/8', ' 2001:db8::/32 ', ''] },
      await fresh(admin, 'ip_allow_list'),
    );
    expect(saved.body.ip_allow_list).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    const outside = await ctx.api.post(
      '/api/auth/appToken',
      { username: 'handler', password: DEMO_PASSWORD },
      { 'X-Forwarded-For': '192.168.1.9' },
    );
    expect(outside.status).toBe(401);
    expect(outside.body.error.message).toBe('Sign-in from this address is not allowed.');
  });

  it('edits the tracker texts in both languages, seen at once by the public tracker', async () => {
    const admin = await as('admin');
    const tracker = v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', admin)).body)
      .tracker!;
    expect(tracker.en.steps.map((s) => s.label)).toEqual(['Claim registered', 'Inspection', 'Assessment', 'Payment']);
    const changed = {
      en: {
        ...tracker.en,
        title: 'Where is my claim?',
        steps: [...tracker.en.steps, { label: 'Closed', icon: 'done' }],
      },
      ro: { ...tracker.ro, steps: [...tracker.ro.steps, { label: 'Închis', icon: 'done' }] },
    };
    expect((await ctx.api.put('/api/config/tracker', changed, await fresh(admin, 'tracker'))).status).toBe(200);
    const shown = await ctx.api.get('/api/tracker/getTrackerConfig?org_code=DEMO', { 'Accept-Language': 'en' });
    expect(shown.body.title).toBe('Where is my claim?');
    expect(shown.body.config.map((s: { label: string; index: number }) => `${s.index}:${s.label}`)).toEqual([
      '1:Claim registered',
      '2:Inspection',
      '3:Assessment',
      '4:Payment',
      '5:Closed',
    ]);
    const uneven = await ctx.api.put(
      '/api/config/tracker',
      { ...changed, ro: tracker.ro },
      await fresh(admin, 'tracker'),
    );
    expect(uneven.body.error).toMatchObject({
      key: 'error.trackerSettings.sameSteps',
      message: 'Both languages have the same steps.',
    });
    const noTitle = await ctx.api.put(
      '/api/config/tracker',
      { ...changed, en: { ...changed.en, title: '  ' } },
      await fresh(admin, 'tracker'),
    );
    expect(noTitle.body.error).toMatchObject({
      key: 'error.trackerSettings.titleRequired',
      field: 'en.title',
      message: 'Write a title.',
    });
    const unsafe = await ctx.api.put(
      '/api/config/tracker',
      { ...changed, en: { ...changed.en, action: { type: 'link', url: 'http://plain.example', name: 'Help' } } },
      await fresh(admin, 'tracker'),
    );
    expect(unsafe.body.error).toMatchObject({
      key: 'error.trackerSettings.actionUrl',
      field: 'en.action.url',
      message: 'The address starts with https://.',
    });
    const audit = (await ctx.api.get('/api/config/audit', admin)).body;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'Ana Admin', acting_as: null, action: 'tracker.update' });
  });
});

describe.each(TEST_ENGINES)('users and roles on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const idOf = async (username: string) =>
    (
      await ctx.t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  /** The caller's headers with the user's current version as If-Match. */
  const on = async (headers: Record<string, string>, userId: string) => {
    const row = await ctx.t.database.db
      .selectFrom('users')
      .select('version')
      .where('id', '=', userId)
      .executeTakeFirst();
    return { ...headers, 'If-Match': `"${row?.version ?? 1}"` };
  };
  const newUser = {
    username: 'New.Handler',
    full_name: 'Nora Nou',
    email: 'nora@example.test',
    language: 'ro',
    roles: ['claims.handler'],
    work_group: 'claims-bucharest',
    password: 'Prima-parola1',
  };

  it('creates a user who must replace the first password, under the organisation policy', async () => {
    const admin = await as('admin');
    const weak = await ctx.api.post('/api/config/users', { ...newUser, password: 'scurta' }, admin);
    expect(weak.body.error.message).toBe('The password must have at least 10 characters');
    const created = await ctx.api.post('/api/config/users', newUser, admin);
    expect(created.status).toBe(200);
    const nora = v.parse(AdminUsersSchema, created.body).find((u) => u.username === 'new.handler');
    expect(nora).toMatchObject({
      full_name: 'Nora Nou',
      roles: ['claims.handler'],
      is_default_pass: true,
      locked: false,
    });
    const signIn = await signInAs(ctx.api, 'new.handler', 'Prima-parola1');
    expect(signIn.profile.is_default_pass).toBe(true);
    const again = await ctx.api.post('/api/config/users', newUser, admin);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('That username is taken.');
    const entry = await ctx.t.database.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'user.create', target: 'new.handler' });
    expect(entry.details).not.toContain('Prima-parola1');
  });

  it('changes roles, but app-wide roles only by an app configurator, and never the own configurator role', async () => {
    const admin = await as('admin');
    const handlerId = await idOf('handler');
    const update = {
      full_name: 'Elena Handler',
      email: 'handler@example.test',
      language: 'en',
      roles: ['claims.handler', 'claims.selfmanaged'],
      work_group: 'claims-bucharest',
    };
    expect((await ctx.api.put(`/api/config/users/${handlerId}`, update, await on(admin, handlerId))).status).toBe(200);
    expect((await signInAs(ctx.api, 'handler')).profile).toMatchObject({ username: 'handler' });
    // An org configurator without the app-wide role:
    await ctx.api.post('/api/config/users', { ...newUser, username: 'org.conf', roles: ['org_configurator'] }, admin);
    await ctx.t.database.db
      .updateTable('users')
      .set({ is_default_pass: 0 })
      .where('username', '=', 'org.conf')
      .execute();
    const orgConf = bearer((await signInAs(ctx.api, 'org.conf', 'Prima-parola1')).idToken);
    const grant = await ctx.api.put(
      `/api/config/users/${handlerId}`,
      { ...update, roles: ['claims.handler', 'app_configurator'] },
      await on(orgConf, handlerId),
    );
    expect(grant.status).toBe(403);
    expect(grant.body.error.message).toBe('Only an app configurator grants or removes the app-wide roles.');
    const own = await ctx.api.put(
      `/api/config/users/${await idOf('org.conf')}`,
      { ...update, full_name: 'Org Conf', roles: ['claims.handler'] },
      await on(orgConf, await idOf('org.conf')),
    );
    expect(own.body.error.message).toBe('You cannot take away your own configurator role.');
    // Another organisation's user is not found, even by an app configurator, and stays as they were.
    const partnerId = await idOf('partner1.handler');
    const elsewhere = { ...update, full_name: 'Taken Over' };
    expect((await ctx.api.put(`/api/config/users/${partnerId}`, elsewhere, await on(admin, partnerId))).status).toBe(
      404,
    );
    expect((await signInAs(ctx.api, 'partner1.handler')).profile).toMatchObject({ full_name: 'Paul Partener' });
    expect((await ctx.api.put('/api/config/users/no-such-user', update, { ...admin, 'If-Match': '"1"' })).status).toBe(
      404,
    );
  });

  it('locks and unlocks a user, ending their sessions, and resets a password to a first password', async () => {
    const admin = await as('admin');
    const handler = await as('handler');
    const handlerId = await idOf('handler');
    expect(
      (await ctx.api.post(`/api/config/users/${handlerId}/lock`, {}, await on(admin, handlerId))).body.find(
        (u: { id: string }) => u.id === handlerId,
      ).locked,
    ).toBe(true);
    expect((await ctx.api.get('/api/assignments/dashboard', handler)).status).toBe(401);
    const refused = await ctx.api.post('/api/auth/appToken', { username: 'handler', password: DEMO_PASSWORD });
    expect(refused.status).toBe(403);
    expect(
      (await ctx.api.post(`/api/config/users/${await idOf('admin')}/lock`, {}, await on(admin, await idOf('admin'))))
        .body.error.message,
    ).toBe('You cannot lock your own account.');
    await ctx.api.post(`/api/config/users/${handlerId}/unlock`, {}, await on(admin, handlerId));
    await signInAs(ctx.api, 'handler');
    const reset = await ctx.api.post(
      `/api/config/users/${handlerId}/reset-password`,
      { password: 'Alta-parola-9' },
      await on(admin, handlerId),
    );
    expect(reset.status).toBe(200);
    const after = await signInAs(ctx.api, 'handler', 'Alta-parola-9');
    expect(after.profile.is_default_pass).toBe(true);
    expect(
      (await ctx.t.database.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((r) => r.action),
    ).toEqual(['user.lock', 'user.unlock', 'user.reset-password']);
  });
});
