import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MenuResponseSchema } from '../../../contract/menu.ts';
import { NotificationListSchema } from '../../../contract/notifications.ts';
import { ReportListSchema } from '../../../contract/reports.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { hashPassword } from '../auth/index.ts';
import { recordNewActivities } from './notifications.ts';

describe.each(TEST_ENGINES)('the staff shell on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const menuOf = async (username: string, language = 'en') => {
    const res = await ctx.api.get('/api/config/menu', { ...(await as(username)), 'Accept-Language': language });
    return v.parse(MenuResponseSchema, res.body).entries;
  };

  describe('menu', () => {
    it('gives admin every configuration entry, and the Romanian-only ones in Romanian', async () => {
      expect((await menuOf('admin')).map((e) => e.id)).toEqual([
        'shortlist',
        'worklist',
        'search',
        'preview',
        'config',
        'reports',
        'special-customers',
        'config-partners',
        'help',
      ]);
      expect((await menuOf('admin', 'ro')).map((e) => e.id)).toEqual([
        'shortlist',
        'worklist',
        'search',
        'preview',
        'config',
        'reports',
        'special-customers',
        'config-partners',
        'help',
        'appointment-locations',
      ]);
    });

    it('gives manager the manager area and, in Romanian, time off', async () => {
      expect((await menuOf('manager')).map((e) => e.id)).toEqual([
        'shortlist',
        'worklist',
        'search',
        'manager-area',
        'reports',
      ]);
      expect((await menuOf('manager', 'ro')).map((e) => e.id)).toEqual([
        'shortlist',
        'worklist',
        'search',
        'manager-area',
        'time-off',
        'reports',
      ]);
    });

    it('gives handler the daily work only, with the new activities as a badge', async () => {
      const menu = await menuOf('handler');
      expect(menu.map((e) => e.id)).toEqual(['shortlist', 'worklist', 'search', 'reports']);
      expect(menu.find((e) => e.id === 'worklist')?.badge).toEqual({ type: 'count', value: 2 });
      expect(menu.find((e) => e.id === 'reports')?.children).toEqual([
        { id: 'overdue-assignments', href: '/reports/overdue-assignments', label: 'Overdue assignments' },
      ]);
    });

    it('hides special customers when the organisation does not have the feature', async () => {
      const org = await ctx.t.database.db
        .selectFrom('organisations')
        .select('app_metadata')
        .where('code', '=', 'DEMO')
        .executeTakeFirstOrThrow();
      await ctx.t.database.db
        .updateTable('organisations')
        .set({ app_metadata: JSON.stringify({ ...JSON.parse(org.app_metadata), enable_special_customers: false }) })
        .where('code', '=', 'DEMO')
        .execute();
      expect((await menuOf('admin')).map((e) => e.id)).not.toContain('special-customers');
    });

    it('is refused without a session', async () => {
      expect((await ctx.api.get('/api/config/menu')).status).toBe(401);
    });
  });

  it('lists the reports each role may run, in its language', async () => {
    const forManager = v.parse(
      ReportListSchema,
      (await ctx.api.get('/api/reports/browse', { ...(await as('manager')), 'Accept-Language': 'ro' })).body,
    );
    expect(forManager.map((c) => c.name)).toEqual(['Dosare', 'Performanta']);
    expect(forManager.flatMap((c) => c.reports.map((r) => r.id))).toEqual([
      'overdue-assignments',
      'claims-opened-closed',
      'time-per-status',
      'workload-per-handler',
    ]);
    const forHandler = v.parse(ReportListSchema, (await ctx.api.get('/api/reports/browse', await as('handler'))).body);
    expect(forHandler.flatMap((c) => c.reports.map((r) => r.id))).toEqual(['overdue-assignments']);
  });

  it('offers the worklist lists under Tasks, at /assignments/list/{child}', async () => {
    const worklist = (await menuOf('handler', 'ro')).find((e) => e.id === 'worklist');
    expect(worklist?.children.map((c) => c.href)).toEqual([
      '/assignments/list/new',
      '/assignments/list/due-today',
      '/assignments/list/overdue',
      '/assignments/list/not-updated',
      '/assignments/list/unassigned',
    ]);
    expect(worklist?.children[0]?.label).toBe('Noi');
  });

  it('refuses a report call to a role the report is not for, and names it for one it is', async () => {
    const handler = await as('handler');
    expect((await ctx.api.get('/api/reports/workload-per-handler', handler)).status).toBe(403);
    expect((await ctx.api.get('/api/reports/no-such-report', handler)).status).toBe(404);
    expect((await ctx.api.get('/api/reports/overdue-assignments', handler)).body).toEqual({
      id: 'overdue-assignments',
      category: 'claims',
      name: 'Overdue assignments',
    });
    expect((await ctx.api.get('/api/reports/workload-per-handler', await as('manager'))).status).toBe(200);
  });

  describe('notifications', () => {
    it('shows the new activities of a primary-organisation user and clears them', async () => {
      const handler = await as('handler');
      const list = v.parse(
        NotificationListSchema,
        (await ctx.api.get('/api/config/users/browseNotifications', handler)).body,
      );
      expect(list).toEqual([
        { type: 'new_activities', name: 'DEMO000123 · Constatare', new_activities: 2, current_user: true },
      ]);
      expect((await ctx.api.get('/api/config/users/clearNotifications', handler)).body).toEqual({ cleared: 1 });
      expect((await ctx.api.get('/api/config/users/browseNotifications', handler)).body).toEqual([]);
    });

    it('shows a notification the server records later', async () => {
      const manager = await as('manager');
      expect((await ctx.api.get('/api/config/users/browseNotifications', manager)).body).toEqual([]);
      const row = await ctx.t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'manager')
        .executeTakeFirstOrThrow();
      await recordNewActivities(ctx.t.database.db, row.id, 'DEMO000456 · Inspectie', 1, ctx.t.clock.now());
      expect((await ctx.api.get('/api/config/users/browseNotifications', manager)).body).toHaveLength(1);
    });

    it('stay silent for a user who switched them off', async () => {
      const handler = await as('handler');
      expect(
        (await ctx.api.post('/api/config/users/notificationSettings', { notifications_off: true }, handler)).status,
      ).toBe(200);
      expect((await ctx.api.get('/api/config/users/browseNotifications', handler)).body).toEqual([]);
    });

    it('are never shown to users of other organisations', async () => {
      const partner = await ctx.t.database.db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'PARTNER1')
        .executeTakeFirstOrThrow();
      const id = randomUUID();
      await ctx.t.database.db
        .insertInto('users')
        .values({
          id,
          organisation_id: partner.id,
          username: 'partner.user',
          full_name: 'Paul Partner',
          email: null,
          language: 'en',
          password_hash: await hashPassword('Safe-Claims-2026!'),
          created_at: ctx.t.clock.now().toISOString(),
        })
        .execute();
      await recordNewActivities(ctx.t.database.db, id, 'X', 3, ctx.t.clock.now());
      expect((await ctx.api.get('/api/config/users/browseNotifications', await as('partner.user'))).body).toEqual([]);
    });
  });
});
