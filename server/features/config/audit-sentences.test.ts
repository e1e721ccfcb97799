import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/settings.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

// The changes log reads as sentences in the reader's language, never as codes.
describe.each(TEST_ENGINES)('the changes log on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const log = async (language: string) =>
    (await ctx.api.get('/api/config/audit', { ...(await as('admin')), 'Accept-Language': language }))
      .body as AuditEntry[];
  /** A dotted code such as assessment.start or claims.handler. */
  const CODE = /\b[a-z]+(?:[.-][a-zA-Z]+)*\.[a-z-]+\b/;

  it('says who started an assessment on which claim, in English and in Romanian', async () => {
    const started = await ctx.api.post('/api/claim-files/DEMO000789/assessments', {}, await as('assessor.manager'));
    expect(started.status).toBe(201);
    const [english] = await log('en');
    expect(english).toMatchObject({
      action: 'assessment.start',
      sentence: 'Victor Assessor-Manager started an assessment on claim DEMO000789.',
      target_name: 'DEMO000789',
      changes: [],
    });
    const [romanian] = await log('ro');
    expect(romanian?.sentence).toBe('Victor Assessor-Manager a început o evaluare pentru dosarul DEMO000789.');
  });

  it('names the fields a change of a user touched, with roles by their names', async () => {
    const admin = await as('admin');
    const users = (await ctx.api.get('/api/config/users', admin)).body as {
      id: string;
      username: string;
      version: number;
    }[];
    const handler = users.find((u) => u.username === 'handler')!;
    const saved = await ctx.api.put(
      `/api/config/users/${handler.id}`,
      {
        full_name: 'Elena Handler',
        email: 'handler@example.test',
        language: 'ro',
        roles: ['claims.handler', 'claims.manager'],
        work_group: 'claims-bucharest',
      },
      { ...admin, 'If-Match': `"${handler.version}"` },
    );
    expect(saved.status).toBe(200);
    const [english] = await log('en');
    expect(english?.sentence).toBe('Ana Admin changed the user handler.');
    expect(english?.changes).toEqual([
      { field: 'Language', before: 'English', after: 'Romanian' },
      { field: 'Roles', before: 'Claims handler', after: 'Claims handler, Claims manager' },
    ]);
    const [romanian] = await log('ro');
    expect(romanian?.sentence).toBe('Ana Admin a modificat utilizatorul handler.');
    expect(romanian?.changes).toContainEqual({
      field: 'Roluri',
      before: 'Inspector daune',
      after: 'Inspector daune, Manager daune',
    });
  });

  it('gives every action a sentence without its code, an unknown one included', async () => {
    const admin = await as('admin');
    const organisation = await ctx.api.get('/api/config/organisation', admin);
    await ctx.api.put(
      '/api/config/language',
      { default_language: 'ro' },
      { ...admin, 'If-Match': `"${organisation.body.versions.language}"` },
    );
    await ctx.api.post(
      '/api/config/roles',
      { code: 'claims.auditor', name_en: 'Claims auditor', name_ro: 'Auditor daune' },
      admin,
    );
    const org = await ctx.t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const user = await ctx.t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await ctx.t.database.db
      .insertInto('audit_log')
      .values({
        id: '00000000-0000-7000-8000-000000000001',
        organisation_id: org.id,
        actor_user_id: user.id,
        acting_as_user_id: null,
        action: 'mystery.thing',
        target: 'Something',
        details: '{"before":null,"after":null}',
        created_at: new Date().toISOString(),
      })
      .execute();
    const entries = await log('en');
    const sentences = entries.map((e) => e.sentence);
    expect(sentences).toContain('Ana Admin changed the language new users start in.');
    expect(sentences).toContain('Ana Admin added the role Claims auditor.');
    expect(entries.find((e) => e.action === 'role.create')?.target_name).toBe('Claims auditor');
    expect(sentences).toContain('Ana Admin changed Something.');
    expect(entries.find((e) => e.action === 'language.update')?.changes).toEqual([
      { field: 'Language of new users', before: 'English', after: 'Romanian' },
    ]);
    for (const entry of [...entries, ...(await log('ro'))]) {
      expect(entry.sentence, entry.action).not.toMatch(CODE);
      for (const change of entry.changes) expect(change.field).not.toMatch(/_/);
    }
  });
});
