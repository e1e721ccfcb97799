import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { ReportParams, ReportResult } from '../../../contract/reports.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, businessDayStart } from '../../../contract/business-time.ts';
import type { ReportScope } from '../assignments/index.ts';

/**
 * What every report runs on. Counting, grouping and percentiles run in the database over facts
 * kept as the work happens (assignments.closed_at, status_stints), so a report is an index range,
 * not a walk through every timeline; the server only folds counts into the calendar and names
 * things in the caller's language.
 */
export interface ReportInput {
  db: Kysely<Database>;
  organisationId: string;
  params: ReportParams;
  language: Language;
  now: Date;
}

/** A report's answer before the common fields are added: its table and chart. */
export type ReportTable = Pick<ReportResult, 'columns' | 'rows' | 'chart' | 'links'>;

/** The period as UTC instants: from the first day's local midnight to the day after the last. */
export const periodOf = (p: ReportParams) => ({
  start: businessDayStart(p.from),
  end: businessDayStart(addDays(p.to, 1)),
});

/** The work a report counts: the caller's organisation, narrowed to the unit and type the caller chose. */
export const scopeOf = (input: ReportInput): ReportScope => ({
  organisationId: input.organisationId,
  group: input.params.group,
  type: input.params.type,
});
