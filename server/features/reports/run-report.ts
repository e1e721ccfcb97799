import type { Kysely } from 'kysely';
import type { ReportDefinition, ReportParams, ReportResult } from '../../../contract/reports.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { workGroupsOf } from '../organisations/index.ts';
import { AppError } from '../../errors.ts';
import { claimsOpenedClosed } from './claims-opened-closed.ts';
import { overdueAssignments } from './overdue-assignments.ts';
import type { ReportInput, ReportTable } from './report-input.ts';
import { timePerStatus } from './time-per-status.ts';
import { workloadPerHandler } from './workload-per-handler.ts';
import { openReserves } from './open-reserves.ts';
import { legalDeadlines } from './legal-deadlines.ts';
import { deadlineBreaches } from './deadline-breaches.ts';

const RUNNERS: Record<string, (input: ReportInput, limit: number) => Promise<ReportTable>> = {
  'claims-opened-closed': claimsOpenedClosed,
  'time-per-status': timePerStatus,
  'workload-per-handler': workloadPerHandler,
  'overdue-assignments': overdueAssignments,
  'open-reserves': openReserves,
  'legal-deadlines': legalDeadlines,
  'deadline-breaches': deadlineBreaches,
};

/**
 * Runs one report for an organisation, at most `limit` rows (`truncated` says when there were
 * more), with the units the page offers as filters.
 */
export async function runReport(
  db: Kysely<Database>,
  input: {
    report: ReportDefinition;
    organisationId: string;
    params: ReportParams;
    language: Language;
    now: Date;
    limit: number;
  },
): Promise<ReportResult> {
  const { report, organisationId, params, language, limit } = input;
  const groups = await workGroupsOf(db, organisationId);
  if (params.group && !groups.includes(params.group))
    throw new AppError('validation_failed', 'error.reports.unknownUnit', { field: 'group' });
  const runner = RUNNERS[report.id];
  if (!runner) throw new AppError('not_found', 'error.notFound.report');
  const table = await runner({ db, organisationId, params, language, now: input.now }, limit + 1);
  return {
    id: report.id,
    name: report.names[language],
    params: { from: params.from, to: params.to, group: params.group, type: params.type },
    ...table,
    rows: table.rows.slice(0, limit),
    ...(table.links ? { links: table.links.slice(0, limit) } : {}),
    truncated: table.rows.length > limit,
    groups,
  };
}
