import type { Context } from 'hono';
import * as v from 'valibot';
import {
  EXPORT_FORMATS,
  REPORTS,
  ReportParamsSchema,
  type ReportDefinition,
  type ReportInfo,
  type ReportList,
  type ReportResult,
} from '../../../contract/reports.ts';
import { requireArea } from '../../access/require-area.ts';
import { AppError } from '../../errors.ts';
import { factory, type AppEnv } from '../../http/app-env.ts';
import { validParams } from '../../http/params.ts';
import { readQuery } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { rolesOf } from '../organisations/index.ts';
import { reportCategories } from './categories.ts';
import { reportCsv, reportXlsx } from './export.ts';
import { runReport } from './run-report.ts';

type Ctx = Context<AppEnv>;

/** Rows the page shows; an export carries up to EXPORT_ROWS. */
const SCREEN_ROWS = 500;
const EXPORT_ROWS = 50_000;

const ReportPath = v.object({ id: v.picklist(REPORTS.map((r) => r.id)) });
const ExportQuerySchema = v.object({ format: v.picklist(EXPORT_FORMATS, 'Choose csv or xlsx.') });

/**
 * /api/reports: the reports the caller may run, one report's name, and a report run over the
 * chosen period, unit and type, on screen or exported.
 */
export function reportRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const guard = [signedIn, requireArea(deps, 'reports')] as const;
  const reportPath = validParams(ReportPath, 'error.notFound.report');

  /** The report, once the caller's roles give access to it. */
  const allowedReport = (c: Ctx, id: string): ReportDefinition => {
    const report = REPORTS.find((r) => r.id === id);
    if (!report) throw new AppError('not_found', 'error.notFound.report');
    if (!report.allowed(rolesOf(c.var.auth.user))) throw new AppError('forbidden', 'error.reports.notYourReport');
    return report;
  };
  const run = (c: Ctx, report: ReportDefinition, limit: number): Promise<ReportResult> =>
    runReport(deps.db, {
      report,
      organisationId: c.var.auth.user.organisation_id,
      params: readQuery(c, ReportParamsSchema),
      language: requestLanguage(c),
      now: deps.clock.now(),
      limit,
    });

  return factory
    .createApp()
    .get('/browse', signedIn, (c) =>
      c.json(reportCategories({ roles: rolesOf(c.var.auth.user), language: requestLanguage(c) }) satisfies ReportList),
    )
    .get('/:id', ...guard, reportPath, (c) => {
      const report = allowedReport(c, c.req.valid('param').id);
      return c.json({
        id: report.id,
        category: report.category,
        name: report.names[requestLanguage(c)],
      } satisfies ReportInfo);
    })
    .get('/:id/run', ...guard, reportPath, async (c) =>
      c.json(await run(c, allowedReport(c, c.req.valid('param').id), SCREEN_ROWS)),
    )
    .get('/:id/export', ...guard, reportPath, async (c) => {
      const { format } = readQuery(c, ExportQuerySchema);
      const result = await run(c, allowedReport(c, c.req.valid('param').id), EXPORT_ROWS);
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
