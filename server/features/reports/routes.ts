import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { EXPORT_FORMATS, REPORTS, ReportParamsSchema, type ReportResult } from '../../../contract/reports.ts';
import { AppError } from '../../errors.ts';
import { readQuery } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { rolesOf } from '../auth/index.ts';
import { requireArea } from '../../access/require-area.ts';
import { reportCsv, reportXlsx } from './export.ts';
import {
  claimsOpenedClosed,
  overdueAssignments,
  timePerStatus,
  workloadPerHandler,
  type ReportInput,
  type ReportTable,
} from './run-report.ts';

type Ctx = Context<AppEnv>;

/** Rows the page shows; an export carries up to EXPORT_ROWS. */
const SCREEN_ROWS = 500;
const EXPORT_ROWS = 50_000;

const RUNNERS: Record<string, (input: ReportInput, limit: number) => Promise<ReportTable>> = {
  'claims-opened-closed': claimsOpenedClosed,
  'time-per-status': timePerStatus,
  'workload-per-handler': workloadPerHandler,
  'overdue-assignments': overdueAssignments,
};

const ExportQuerySchema = v.object({ format: v.picklist(EXPORT_FORMATS, 'Choose csv or xlsx.') });

/** GET /api/reports/{id}/run and /export: one report over the chosen period, unit and type. */
export function reportRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'reports')] as const;

  async function run(c: Ctx, limit: number): Promise<ReportResult> {
    const report = REPORTS.find((r) => r.id === c.req.param('id'));
    if (!report) throw new AppError('not_found', 'There is no such report.');
    const { user } = c.var.auth;
    if (!report.allowed(rolesOf(user)))
      throw new AppError('forbidden', 'Your roles do not give access to this report.');
    const p = readQuery(c, ReportParamsSchema);
    const language = requestLanguage(c);
    const groups = (
      await deps.db
        .selectFrom('users')
        .select('work_group')
        .distinct()
        .where('organisation_id', '=', user.organisation_id)
        .where('work_group', 'is not', null)
        .orderBy('work_group')
        .execute()
    ).map((g) => g.work_group!);
    if (p.group && !groups.includes(p.group))
      throw new AppError('validation_failed', 'group: choose a unit from the list.');
    const table = await RUNNERS[report.id]!(
      { db: deps.db, organisationId: user.organisation_id, params: p, language, now: deps.clock.now() },
      limit + 1,
    );
    return {
      id: report.id,
      name: report.names[language],
      params: { from: p.from, to: p.to, group: p.group, type: p.type },
      ...table,
      rows: table.rows.slice(0, limit),
      truncated: table.rows.length > limit,
      groups,
    };
  }

  return new Hono<AppEnv>()
    .get('/reports/:id/run', ...guard, async (c) => c.json(await run(c, SCREEN_ROWS)))
    .get('/reports/:id/export', ...guard, async (c) => {
      const { format } = readQuery(c, ExportQuerySchema);
      const result = await run(c, EXPORT_ROWS);
      const fileName = `${result.id}-${result.params.from}-${result.params.to}.${format}`;
      const headers = { 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' };
      if (format === 'csv')
        return c.body(reportCsv(result), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
      return c.body(new Uint8Array(await reportXlsx(result)), 200, {
        ...headers,
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    });
}
