import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

const TARGETS = {
  plain: ['claims.handler'],
  'org configurator': ['org_configurator'],
  app_configurator: ['app_configurator'],
  app_previewer: ['claims.handler', 'app_previewer'],
} as const;
type Target = keyof typeof TARGETS;

const ACTIONS = ['edit', 'reset password', 'lock', 'unlock', 'change roles'] as const;
type Action = (typeof ACTIONS)[number];

// security.md 28: a user holding an app-wide role is edited, locked, unlocked or given a password
// only by an app configurator; an org configurator acts on everyone else in the organisation.
describe.each(TEST_ENGINES)('who may act on a holder of an app-wide role, on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;

  /** A user of DEMO with these roles, signing in with the demo password; locked when asked. */
  async function addUser(roles: readonly string[], locked = false) {
    const template = await db()
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'handler')
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    const username = `u-${id.slice(0, 8)}`;
    await db()
      .insertInto('users')
      .values({
        id,
        organisation_id: template.organisation_id,
        username,
        full_name: `User ${username}`,
        email: null,
        language: 'en',
        password_hash: template.password_hash,
        created_at: new Date().toISOString(),
        roles: JSON.stringify(roles),
        work_group: null,
        locked_at: locked ? new Date().toISOString() : null,
      })
      .execute();
    return { id, username, roles };
  }

  async function act(
    headers: Record<string, string>,
    action: Action,
    target: { id: string; username: string; roles: readonly string[] },
  ) {
    const withVersion = { ...headers, 'If-Match': '"1"' };
    const details = {
      full_name: 'Changed Name',
      email: null,
      language: 'ro',
      roles: [...target.roles],
      work_group: null,
    };
    switch (action) {
      case 'edit':
        return ctx.api.put(`/api/config/users/${target.id}`, details, withVersion);
      case 'change roles':
        return ctx.api.put(
          `/api/config/users/${target.id}`,
          { ...details, roles: [...target.roles, 'claims.manager'] },
          withVersion,
        );
      case 'reset password':
        return ctx.api.post(
          `/api/config/users/${target.id}/reset-password`,
          { password: 'Alta-parola-9' },
          withVersion,
        );
      case 'lock':
      case 'unlock':
        return ctx.api.post(`/api/config/users/${target.id}/${action}`, {}, withVersion);
    }
  }

  it('lets an app configurator do everything, and an org configurator nothing to a holder of an app-wide role', async () => {
    const orgConf = await addUser(['org_configurator']);
    const actors = {
      'app configurator': bearer((await signInAs(ctx.api, 'admin')).idToken),
      'org configurator only': bearer((await signInAs(ctx.api, orgConf.username)).idToken),
    };
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [actorName, headers] of Object.entries(actors)) {
      for (const [targetName, roles] of Object.entries(TARGETS) as [Target, readonly string[]][]) {
        for (const action of ACTIONS) {
          const target = await addUser(roles, action === 'unlock');
          const res = await act(headers, action, target);
          const row = await db().selectFrom('users').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
          const audited = await db()
            .selectFrom('audit_log')
            .select('action')
            .where('target', '=', target.username)
            .execute();
          const changed = row.version !== 1 || audited.length > 0 || row.full_name !== `User ${target.username}`;
          const cell = `${actorName} / ${targetName} / ${action}`;
          outcomes.push(
            `${cell}: ${res.status} ${res.status === 403 ? res.body.error.code : ''} ${changed ? 'changed' : 'unchanged'}`,
          );
          const allowed =
            actorName === 'app configurator' || !roles.some((r) => r === 'app_configurator' || r === 'app_previewer');
          expected.push(`${cell}: ${allowed ? '200  changed' : '403 forbidden unchanged'}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('offers an org configurator no action on a holder of an app-wide role in the users list', async () => {
    const orgConf = await addUser(['org_configurator']);
    const previewer = await addUser(['app_previewer']);
    const plain = await addUser(['claims.handler']);
    const asOrgConf = bearer((await signInAs(ctx.api, orgConf.username)).idToken);
    const rows: { username: string; manageable: boolean }[] = (await ctx.api.get('/api/config/users', asOrgConf)).body;
    const manageable = (username: string) => rows.find((u) => u.username === username)?.manageable;
    expect([
      manageable('admin'),
      manageable(previewer.username),
      manageable(plain.username),
      manageable(orgConf.username),
    ]).toEqual([false, false, true, true]);
    const asAdmin: { manageable: boolean }[] = (
      await ctx.api.get('/api/config/users', bearer((await signInAs(ctx.api, 'admin')).idToken))
    ).body;
    expect(asAdmin.every((u) => u.manageable)).toBe(true);
  });
});
