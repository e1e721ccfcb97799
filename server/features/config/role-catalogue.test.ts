import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

type Role = { code: string; name_en: string; name_ro: string; built_in: boolean; version: number };

// Roles are chosen from what the organisation knows, each shown by its name in the reader's language.
describe.each(TEST_ENGINES)('the role catalogue on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string, language = 'en') => ({
    ...bearer((await signInAs(ctx.api, username)).idToken),
    'Accept-Language': language,
  });
  const catalogue = async (headers: Record<string, string>) =>
    (await ctx.api.get('/api/config/roles', headers)).body as Role[];
  const newUser = (roles: string[]) => ({
    username: 'new.colleague',
    full_name: 'Nou Coleg',
    email: null,
    language: 'en',
    roles,
    work_group: null,
    password: 'Prima-Parola-2026!',
  });

  it('names the product’s roles and the organisation’s own in both languages, and everyone signed in reads them', async () => {
    const roles = await catalogue(await as('handler'));
    expect(roles.find((r) => r.code === 'AC.Assessor.Manager')).toEqual({
      code: 'AC.Assessor.Manager',
      name_en: 'Assessor manager',
      name_ro: 'Manager evaluatori',
      built_in: true,
      version: 0,
    });
    expect(roles.filter((r) => !r.built_in).map((r) => [r.code, r.name_en, r.name_ro])).toEqual([
      ['claims.handler', 'Claims handler', 'Inspector daune'],
      ['claims.manager', 'Claims manager', 'Manager daune'],
      ['claims.selfmanaged', 'Manages own time off', 'Își gestionează concediul'],
    ]);
    expect((await ctx.api.get('/api/config/roles')).status).toBe(401);
  });

  it('lets a configurator add a role of the organisation’s own, recorded, and refuses one it knows already', async () => {
    const admin = await as('admin');
    const added = await ctx.api.post(
      '/api/config/roles',
      { code: 'claims.auditor', name_en: 'Claims auditor', name_ro: 'Auditor daune' },
      admin,
    );
    expect(added.status).toBe(201);
    expect(added.body).toContainEqual({
      code: 'claims.auditor',
      name_en: 'Claims auditor',
      name_ro: 'Auditor daune',
      built_in: false,
      version: 1,
    });
    const entry = await ctx.t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'role.create')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe('claims.auditor');

    for (const code of ['claims.auditor', 'org_configurator']) {
      const again = await ctx.api.post('/api/config/roles', { code, name_en: 'Again', name_ro: 'Din nou' }, admin);
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ key: 'error.role.exists', field: 'code' });
    }
    const nameless = await ctx.api.post('/api/config/roles', { code: 'x.y', name_en: ' ', name_ro: 'Ceva' }, admin);
    expect(nameless.body.error).toMatchObject({ field: 'name_en', message: 'Give the role a name.' });
    const builtIn = await ctx.api.put(
      '/api/config/roles/org_configurator',
      { name_en: 'Boss', name_ro: 'Șef' },
      { ...admin, 'If-Match': '"0"' },
    );
    expect(builtIn.status).toBe(403);
    expect(builtIn.body.error.key).toBe('error.role.builtIn');

    const handler = await as('handler');
    const refused = await ctx.api.post(
      '/api/config/roles',
      { code: 'my.role', name_en: 'Mine', name_ro: 'Al meu' },
      handler,
    );
    expect(refused.status).toBe(403);
  });

  it('refuses a user with a role the organisation does not know, at the roles field, in the reader’s language', async () => {
    const english = await ctx.api.post('/api/config/users', newUser(['claims.handlr']), await as('admin'));
    expect(english.status).toBe(400);
    expect(english.body.error).toMatchObject({
      key: 'error.role.unknown',
      field: 'roles',
      message: 'Choose a role the organisation knows; “claims.handlr” is not one of them.',
    });
    const romanian = await ctx.api.post('/api/config/users', newUser(['claims.handlr']), await as('admin', 'ro'));
    expect(romanian.body.error).toMatchObject({
      field: 'roles',
      message: 'Alegeți un rol pe care organizația îl cunoaște; „claims.handlr” nu este unul dintre ele.',
    });
    const users = (await ctx.api.get('/api/config/users', await as('admin'))).body as { username: string }[];
    expect(users.map((u) => u.username)).not.toContain('new.colleague');

    // A change of a user is held to the same catalogue; a known role saves.
    const handler = users.find((u) => u.username === 'handler') as unknown as { id: string; version: number };
    const details = { full_name: 'Elena Handler', email: null, language: 'en', work_group: null };
    const changed = await ctx.api.put(
      `/api/config/users/${handler.id}`,
      { ...details, roles: ['claims.handler', 'Claims.Manager'] },
      { ...(await as('admin')), 'If-Match': `"${handler.version}"` },
    );
    expect(changed.body.error).toMatchObject({ field: 'roles', params: { role: 'Claims.Manager' } });
    const saved = await ctx.api.post(
      '/api/config/users',
      newUser(['claims.handler', 'AC.Assessor']),
      await as('admin'),
    );
    expect(saved.status).toBe(200);
  });

  it('refuses an unknown role in the assistant’s roles, the approval and payment limits and a preview, each at its field', async () => {
    const admin = await as('admin');
    const organisation = await ctx.api.get('/api/config/organisation', admin);
    const { versions, assessment } = organisation.body;
    const assistant = await ctx.api.put(
      '/api/config/assistant',
      { enable_ai_assistant: true, assistant_roles: ['claims.handler', 'claims.hanlder'] },
      { ...admin, 'If-Match': `"${versions.assistant}"` },
    );
    expect(assistant.body.error).toMatchObject({ field: 'assistant_roles', params: { role: 'claims.hanlder' } });
    const approval = await ctx.api.put(
      '/api/config/assessment',
      { ...assessment, approval_limits: [...assessment.approval_limits, { role: 'AC.Asessor', limit: 100 }] },
      { ...admin, 'If-Match': `"${versions.assessment}"` },
    );
    expect(approval.status).toBe(400);
    expect(approval.body.error.problems).toEqual([
      expect.objectContaining({ field: 'approval_limits.2.role', key: 'error.role.unknown' }),
    ]);
    const money = await ctx.api.get('/api/settlement/settings', admin);
    const payment = await ctx.api.put(
      '/api/settlement/settings',
      { ...money.body, payment_limits: [{ role: 'claims.managr', limit: 100 }] },
      { ...admin, 'If-Match': money.headers.get('ETag') ?? '' },
    );
    expect(payment.body.error.problems).toEqual([
      expect.objectContaining({ field: 'payment_limits.0.role', params: { role: 'claims.managr' } }),
    ]);
    const preview = await ctx.api.post('/api/preview/start', { roles: ['app_previewr'] }, admin);
    expect(preview.body.error).toMatchObject({ field: 'roles', key: 'error.role.unknown' });
  });

  it('knows another organisation’s own roles only there', async () => {
    const partner = await ctx.t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'PARTNER1')
      .executeTakeFirstOrThrow();
    await ctx.t.database.db
      .insertInto('organisation_roles')
      .values({
        organisation_id: partner.id,
        code: 'partner.mechanic',
        name_en: 'Mechanic',
        name_ro: 'Mecanic',
        created_at: new Date().toISOString(),
        version: 1,
      })
      .execute();
    expect((await catalogue(await as('partner1.handler'))).map((r) => r.code)).toContain('partner.mechanic');
    expect((await catalogue(await as('handler'))).map((r) => r.code)).not.toContain('partner.mechanic');
    const refused = await ctx.api.post('/api/config/users', newUser(['partner.mechanic']), await as('admin'));
    expect(refused.body.error).toMatchObject({ key: 'error.role.unknown', field: 'roles' });
  });
});
