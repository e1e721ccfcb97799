import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('preview on $name', (engine) => {
  const ctx = useSeededApp(engine);

  it('shows the product as the chosen roles, read-only, until the preview ends', async () => {
    const admin = await signInAs(ctx.api, 'admin');
    const auth = bearer(admin.idToken);
    const roles = (await ctx.api.get('/api/preview/roles', auth)).body as { code: string; name_en: string }[];
    expect(roles.map((r) => r.code)).toEqual(
      expect.arrayContaining(['claims.handler', 'claims.manager', 'org_configurator']),
    );
    expect(roles.find((r) => r.code === 'claims.handler')?.name_en).toBe('Claims handler');
    // A role the organisation does not know cannot be previewed.
    const typo = await ctx.api.post('/api/preview/menu', { roles: ['claims.handlr'] }, auth);
    expect(typo.status).toBe(400);
    expect(typo.body.error).toMatchObject({ key: 'error.role.unknown', field: 'roles' });
    const menu = await ctx.api.post('/api/preview/menu', { roles: ['claims.handler'] }, auth);
    expect(menu.body.entries.map((e: { id: string }) => e.id)).toEqual([
      'shortlist',
      'worklist',
      'search',
      'workflow',
      'settlement',
      'reports',
    ]);

    const started = await ctx.api.post('/api/preview/start', { roles: ['claims.handler'] }, auth);
    expect(started.status).toBe(200);
    expect(started.body.profile).toMatchObject({
      username: 'admin',
      roles: ['claims.handler'],
      preview_roles: ['claims.handler'],
      replaced_users: [],
    });
    const preview = bearer(started.body.idToken);
    // The old session is over; the preview answers as a handler would be answered.
    expect((await ctx.api.get('/api/assignments/dashboard', auth)).status).toBe(401);
    expect((await ctx.api.get('/api/config/menu', preview)).body.entries.map((e: { id: string }) => e.id)).toEqual([
      'shortlist',
      'worklist',
      'search',
      'workflow',
      'settlement',
      'reports',
    ]);
    expect((await ctx.api.get('/api/config/organisation', preview)).status).toBe(403);
    expect((await ctx.api.get('/api/assignments/worklist?filter_keys=2', preview)).status).toBe(403);
    expect((await ctx.api.get('/api/assignments/worklist?filter_keys=0', preview)).status).toBe(200);
    // Nothing changes from a preview, whatever the call.
    const assignment = await ctx.t.database.db
      .selectFrom('assignments')
      .select('id')
      .where('assignment_no', '=', 'DEMO000123-1')
      .executeTakeFirstOrThrow();
    const note = await ctx.api.post(`/api/assignments/${assignment.id}/notes`, { text: 'from a preview' }, preview);
    expect(note.status).toBe(403);
    expect(note.body.error.message).toBe('A preview shows the product read-only: nothing can be changed from it.');
    expect((await ctx.api.get('/api/config/users/clearNotifications', preview)).status).toBe(403);
    // A refresh keeps the preview; switching users from it is refused.
    const refreshed = await ctx.api.post('/api/auth/refreshToken', { refresh_token: started.body.refreshToken });
    expect(refreshed.body.profile.preview_roles).toEqual(['claims.handler']);
    const switched = await ctx.api.post('/api/auth/refreshToken', {
      refresh_token: refreshed.body.refreshToken,
      impersonated_by_user_id: admin.profile.user_id,
      new_user_id: admin.profile.user_id,
    });
    expect(switched.status).toBe(403);

    const ended = await ctx.api.post('/api/preview/end', {}, bearer(refreshed.body.idToken));
    expect(ended.status).toBe(200);
    expect(ended.body.profile.preview_roles).toBeNull();
    expect(ended.body.profile.roles).toContain('app_previewer');
    expect((await ctx.api.get('/api/config/organisation', bearer(ended.body.idToken))).status).toBe(200);
  });

  it('is refused to everyone but the app previewer, and an ordinary session cannot "end" a preview', async () => {
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    expect((await ctx.api.get('/api/preview/roles', handler)).status).toBe(403);
    expect((await ctx.api.post('/api/preview/menu', { roles: ['claims.manager'] }, handler)).status).toBe(403);
    expect((await ctx.api.post('/api/preview/start', { roles: ['app_configurator'] }, handler)).status).toBe(403);
    expect((await ctx.api.post('/api/preview/end', {}, handler)).body.error.message).toBe(
      'This session is not a preview.',
    );
    const admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
    expect((await ctx.api.post('/api/preview/start', { roles: [] }, admin)).body.error).toMatchObject({
      key: 'error.preview.roleRequired',
      field: 'roles',
      message: 'Choose at least one role.',
    });
    expect((await ctx.api.post('/api/preview/start', { roles: ['<script>'] }, admin)).body.error).toMatchObject({
      key: 'error.role.nameFormat',
      field: 'roles.0',
      message: 'Role names are letters, digits, dots and underscores.',
    });
  });
});
