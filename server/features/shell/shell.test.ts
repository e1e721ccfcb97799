import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MenuResponseSchema } from '../../../contract/menu.ts';
import { ReportListSchema } from '../../../contract/reports.ts';
import { ROLES } from '../../../contract/roles.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { translate } from '../../i18n.ts';

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
        'workflow',
        'preview',
        'config',
        'reports',
        'special-customers',
        'config-partners',
        'help',
        'assessment-search',
        'agenda',
      ]);
      expect((await menuOf('admin', 'ro')).map((e) => e.id)).toEqual([
        'shortlist',
        'worklist',
        'search',
        'workflow',
        'preview',
        'config',
        'reports',
        'special-customers',
        'config-partners',
        'help',
        'appointment-locations',
        'assessment-search',
        'agenda',
      ]);
    });

    it('offers assessors a new assessment, in their language, and no one else', async () => {
      for (const username of ['assessor', 'assessor.manager']) {
        expect((await menuOf(username)).find((e) => e.id === 'assessment-search')).toMatchObject({
          href: '/assignments/assessment/search',
          labelKey: 'menu.assessmentSearch',
        });
      }
      expect((await menuOf('handler')).map((e) => e.id)).not.toContain('assessment-search');
      expect((await menuOf('manager')).map((e) => e.id)).not.toContain('assessment-search');
      expect(translate('en', 'menu.assessmentSearch')).toBe('New assessment');
      expect(translate('ro', 'menu.assessmentSearch')).toBe('Evaluare nouă');
    });

    it('gives manager the manager area and, in Romanian, time off', async () => {
      expect((await menuOf('manager')).map((e) => e.id)).toEqual([
        'shortlist',
        'worklist',
        'search',
        'workflow',
        'settlement',
        'manager-area',
        'reports',
      ]);
      expect((await menuOf('manager', 'ro')).map((e) => e.id)).toEqual([
        'shortlist',
        'worklist',
        'search',
        'workflow',
        'settlement',
        'manager-area',
        'time-off',
        'reports',
      ]);
    });

    it('gives handler the daily work only, with the new activities as a badge', async () => {
      const menu = await menuOf('handler');
      expect(menu.map((e) => e.id)).toEqual(['shortlist', 'worklist', 'search', 'workflow', 'settlement', 'reports']);
      expect(menu.find((e) => e.id === 'worklist')?.badge).toEqual({ type: 'count', value: 2 });
      expect(menu.find((e) => e.id === 'reports')?.children).toEqual([
        { id: 'overdue-assignments', href: '/reports/overdue-assignments', label: 'Overdue assignments' },
      ]);
    });

    it("offers payments to the roles with a payment authority, as the organisation's settlement settings say", async () => {
      expect((await menuOf('handler')).find((e) => e.id === 'settlement')).toMatchObject({
        href: '/settlement',
        labelKey: 'menu.payments',
      });
      // The assessor has no payment authority until the settings give their role one.
      expect((await menuOf('assessor')).map((e) => e.id)).not.toContain('settlement');
      const admin = await as('admin');
      const read = await ctx.api.get('/api/settlement/settings', admin);
      const limits = [
        { role: 'claims.manager', limit: 15_000_000 },
        { role: ROLES.assessor, limit: 500_000 },
      ];
      const saved = await ctx.api.put(
        '/api/settlement/settings',
        { ...read.body, payment_limits: limits },
        { ...admin, 'If-Match': read.headers.get('ETag') ?? '' },
      );
      expect(saved.status).toBe(200);
      expect((await menuOf('assessor')).map((e) => e.id)).toContain('settlement');
      expect((await menuOf('handler')).map((e) => e.id)).not.toContain('settlement');
      // The page's calls follow the same rule: a hidden entry is a closed door.
      expect((await ctx.api.get('/api/settlement/payments', await as('assessor'))).status).toBe(200);
      const refused = await ctx.api.get('/api/settlement/payments', await as('handler'));
      expect(refused.status).toBe(403);
      expect(refused.body.error.key).toBe('error.access.area');
      expect((await ctx.api.get('/api/settlement/batches', await as('handler'))).status).toBe(403);
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
    expect(forManager.map((c) => c.name)).toEqual(['Dosare', 'Performanță']);
    expect(forManager.flatMap((c) => c.reports.map((r) => r.id))).toEqual([
      'overdue-assignments',
      'claims-opened-closed',
      'open-reserves',
      'time-per-status',
      'legal-deadlines',
      'deadline-breaches',
      'workload-per-handler',
    ]);
    const forHandler = v.parse(ReportListSchema, (await ctx.api.get('/api/reports/browse', await as('handler'))).body);
    expect(forHandler.flatMap((c) => c.reports.map((r) => r.id))).toEqual(['overdue-assignments']);
  });

  it('offers the worklist lists under Tasks, at /assignments/list/{child}', async () => {
    const worklist = (await menuOf('handler', 'ro')).find((e) => e.id === 'worklist');
    // The last three follow the legal clock of a claim's money.
    expect(worklist?.children.map((c) => c.href)).toEqual([
      '/assignments/list/new',
      '/assignments/list/due-today',
      '/assignments/list/overdue',
      '/assignments/list/not-updated',
      '/assignments/list/unassigned',
      '/assignments/list/deadline-soon',
      '/assignments/list/deadline-breached',
      '/assignments/list/disputed',
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
});
