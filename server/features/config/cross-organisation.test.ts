import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_METADATA } from '../../../contract/organisation.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { hashPassword } from '../auth/index.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

const EVERY_ROLE = [
  'app_previewer',
  'app_configurator',
  'org_configurator',
  'partner_manager',
  'org_help_admin',
  'AC.Assessor.Manager',
  'claims.manager',
  'claims.selfmanaged',
];

// Settings areas: a user of another organisation holding every role
// never reads or changes DEMO's users, partners, locations, absences, reports or audit log.
describe.each(TEST_ENGINES)('the areas across organisations on $name', (engine) => {
  const ctx = useSeededApp(engine);

  async function addUser(orgCode: string, username: string, roles: string[]) {
    const db = ctx.t.database.db;
    const org = await db.selectFrom('organisations').select('id').where('code', '=', orgCode).executeTakeFirstOrThrow();
    const id = randomUUID();
    await db
      .insertInto('users')
      .values({
        id,
        organisation_id: org.id,
        username,
        full_name: username,
        email: null,
        language: 'en',
        password_hash: await hashPassword(DEMO_PASSWORD),
        created_at: new Date().toISOString(),
        roles: JSON.stringify(roles),
        work_group: 'partner',
      })
      .execute();
    return id;
  }

  it('answers another organisation’s objects as not found and never lists them', async () => {
    const db = ctx.t.database.db;
    await db
      .updateTable('organisations')
      .set({ app_metadata: JSON.stringify({ ...DEFAULT_APP_METADATA, enable_special_customers: true }) })
      .where('code', '=', 'PARTNER1')
      .execute();
    await addUser('PARTNER1', 'outsider', EVERY_ROLE);
    const outsider = bearer((await signInAs(ctx.api, 'outsider')).idToken);
    const demo = bearer((await signInAs(ctx.api, 'admin')).idToken);
    // Something of DEMO's in every area.
    const handlerId = (
      await db.selectFrom('users').select('id').where('username', '=', 'handler').executeTakeFirstOrThrow()
    ).id;
    const partner = (await db.selectFrom('partners').select('id').executeTakeFirstOrThrow()).id;
    const location = (await db.selectFrom('appointment_locations').select('id').executeTakeFirstOrThrow()).id;
    const radu = bearer((await signInAs(ctx.api, 'handler2')).idToken);
    const absence = (
      await ctx.api.post(
        '/api/time-off/absences',
        { starts_on: '2026-02-02', ends_on: '2026-02-03', substitute_user_id: null, note: '' },
        radu,
      )
    ).body[0].id as string;
    await ctx.api.put(
      '/api/config/assistant',
      { enable_ai_assistant: true, assistant_roles: ['claims.handler'] },
      { ...demo, 'If-Match': '"1"' },
    );

    expect(
      (await ctx.api.get('/api/config/users', outsider)).body.map((u: { username: string }) => u.username),
    ).toEqual(['outsider', 'partner1.handler']);
    expect(
      (
        await ctx.api.put(
          `/api/config/users/${handlerId}`,
          { full_name: 'X', email: null, language: 'en', roles: [], work_group: null },
          { ...outsider, 'If-Match': '"1"' },
        )
      ).status,
    ).toBe(404);
    expect(
      (await ctx.api.post(`/api/config/users/${handlerId}/lock`, {}, { ...outsider, 'If-Match': '"1"' })).status,
    ).toBe(404);
    expect(
      (
        await ctx.api.post(
          `/api/config/users/${handlerId}/reset-password`,
          { password: 'Whatever-123' },
          { ...outsider, 'If-Match': '"1"' },
        )
      ).status,
    ).toBe(404);
    expect((await ctx.api.get('/api/config/partners', outsider)).body).toEqual([]);
    expect((await ctx.api.put(`/api/config/partners/${partner}`, {}, outsider)).status).toBe(404);
    expect((await ctx.api.post(`/api/config/partners/${partner}/contacts`, {}, outsider)).status).toBe(404);
    expect((await ctx.api.get(`/api/special-customers/${partner}`, outsider)).status).toBe(404);
    expect((await ctx.api.get('/api/config/appointment-locations', outsider)).body).toEqual([]);
    expect((await ctx.api.put(`/api/config/appointment-locations/${location}`, {}, outsider)).status).toBe(404);
    expect((await ctx.api.get('/api/manager/absences', outsider)).body).toEqual([]);
    expect(
      (await ctx.api.post(`/api/manager/absences/${absence}/approve`, { substitute_user_id: handlerId }, outsider))
        .status,
    ).toBe(404);
    expect((await ctx.api.post(`/api/time-off/absences/${absence}/cancel`, {}, outsider)).status).toBe(404);
    expect((await ctx.api.get('/api/config/audit', outsider)).body).toEqual([]);
    expect((await ctx.api.get('/api/config/organisation', outsider)).body.code).toBe('PARTNER1');

    // Its own absence cannot name DEMO's staff as substitute, nor its partners take DEMO's work.
    const own = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-02-02', ends_on: '2026-02-03', substitute_user_id: handlerId, note: '' },
      outsider,
    );
    expect(own.body.error.message).toBe('Choose an active colleague.');
    await ctx.api.post(
      '/api/config/partners',
      {
        kind: 'assessor',
        name: 'Evaluari Partner',
        tax_code: 'RO1234',
        email: 'e@example.test',
        phone: '+40 700 000 000',
        county_code: 'B',
        address: 'Str. 1',
        active: true,
      },
      outsider,
    );
    const ownPartner = (await ctx.api.get('/api/config/partners', outsider)).body[0].id as string;
    expect(
      (
        await ctx.api.post(
          `/api/special-customers/${ownPartner}/assignments`,
          { assignment_no: 'DEMO000123-1' },
          outsider,
        )
      ).body.error.message,
    ).toBe('There is no such assignment.');

    // Reports count the caller's organisation only.
    const period = 'from=2025-01-01&to=2026-01-15';
    const workload = (await ctx.api.get(`/api/reports/workload-per-handler/run?${period}`, outsider)).body;
    expect(workload.rows.map((r: string[]) => r[0])).toEqual(['(unassigned)']);
    const opened = (await ctx.api.get(`/api/reports/claims-opened-closed/run?${period}`, outsider)).body;
    const prt = await db
      .selectFrom('assignments')
      .innerJoin('organisations', 'organisations.id', 'assignments.organisation_id')
      .select('assignments.id')
      .where('organisations.code', '=', 'PARTNER1')
      .execute();
    expect(opened.rows.reduce((sum: number, r: number[]) => sum + r[1]!, 0)).toBe(prt.length);
    const overdue = (await ctx.api.get(`/api/reports/overdue-assignments/run?${period}`, outsider)).body;
    expect(overdue.rows.every((r: string[]) => r[0]!.startsWith('PRT'))).toBe(true);
  });

  it('gives a DEMO user holding every role nothing of the partner organisation’s either', async () => {
    const db = ctx.t.database.db;
    await addUser('DEMO', 'insider', EVERY_ROLE);
    const insider = bearer((await signInAs(ctx.api, 'insider')).idToken);
    const paul = bearer((await signInAs(ctx.api, 'partner1.handler')).idToken);
    const paulId = (
      await db.selectFrom('users').select('id').where('username', '=', 'partner1.handler').executeTakeFirstOrThrow()
    ).id;
    const absence = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-02-02', ends_on: '2026-02-03', substitute_user_id: null, note: '' },
      paul,
    );
    expect(absence.status).toBe(200);
    const absenceId = absence.body[0].id as string;

    const users = (await ctx.api.get('/api/config/users', insider)).body.map((u: { username: string }) => u.username);
    expect(users).toContain('insider');
    expect(users).not.toContain('partner1.handler');
    const userChanges = [
      [
        'put',
        `/api/config/users/${paulId}`,
        { full_name: 'X', email: null, language: 'en', roles: [], work_group: null },
      ],
      ['post', `/api/config/users/${paulId}/lock`, {}],
      ['post', `/api/config/users/${paulId}/reset-password`, { password: 'Whatever-123' }],
    ] as const;
    for (const [method, path, body] of userChanges) {
      expect((await ctx.api[method](path, body, { ...insider, 'If-Match': '"1"' })).status, path).toBe(404);
    }
    expect((await signInAs(ctx.api, 'partner1.handler')).profile).toMatchObject({ full_name: 'Paul Partener' });
    expect((await ctx.api.get('/api/manager/absences', insider)).body.map((a: { id: string }) => a.id)).not.toContain(
      absenceId,
    );
    expect(
      (await ctx.api.post(`/api/manager/absences/${absenceId}/approve`, { substitute_user_id: null }, insider)).status,
    ).toBe(404);
    expect((await ctx.api.post(`/api/time-off/absences/${absenceId}/cancel`, {}, insider)).status).toBe(404);
    // The absence is still Paul's, untouched.
    expect((await ctx.api.get('/api/time-off/absences', paul)).body.map((a: { id: string }) => a.id)).toContain(
      absenceId,
    );
  });

  it('records the real person and whom they acted for when a change is made while impersonating (security.md 18)', async () => {
    const db = ctx.t.database.db;
    const confId = await addUser('DEMO', 'conf.two', ['org_configurator']);
    const handler = await signInAs(ctx.api, 'handler');
    await db
      .insertInto('user_replacements')
      .values({ user_id: handler.profile.user_id, replaced_user_id: confId })
      .execute();
    const again = await signInAs(ctx.api, 'handler');
    const acting = await ctx.api.post('/api/auth/refreshToken', {
      refresh_token: again.refreshToken,
      impersonated_by_user_id: again.profile.user_id,
      new_user_id: confId,
    });
    expect(acting.status).toBe(200);
    const settings = (await ctx.api.get('/api/config/organisation', bearer(acting.body.idToken))).body;
    const ifMatch = { 'If-Match': `"${settings.versions.branding}"` };
    expect(
      (
        await ctx.api.put(
          '/api/config/branding',
          { ...settings.branding, color: '#123456' },
          { ...bearer(acting.body.idToken), ...ifMatch },
        )
      ).status,
    ).toBe(200);
    const entry = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_user_id: handler.profile.user_id,
      acting_as_user_id: confId,
      action: 'branding.update',
    });
    const shown = (await ctx.api.get('/api/config/audit', bearer(acting.body.idToken))).body[0];
    expect(shown).toMatchObject({ actor: 'Elena Handler', acting_as: 'conf.two' });
  });
});
