import type { ReportParams } from '../../../contract/reports.ts';
import { addDays, businessDate, weekStart } from '../../../contract/business-time.ts';
import { assignmentsPerHour } from '../assignments/index.ts';
import { label } from './labels.ts';
import { periodOf, scopeOf, type ReportInput, type ReportTable } from './report-input.ts';

/** Hourly counts folded into the weeks of the period, every week present even when empty. */
function weekly(p: ReportParams, hourly: { hour: string; n: number | string | bigint }[]): Map<string, number> {
  const weeks = new Map<string, number>();
  for (let day = weekStart(p.from); day <= p.to; day = addDays(day, 7)) weeks.set(day, 0);
  for (const { hour, n } of hourly) {
    const week = weekStart(businessDate(new Date(`${hour}:00:00Z`)));
    const sum = weeks.get(week);
    if (sum !== undefined) weeks.set(week, sum + Number(n));
  }
  return weeks;
}

export async function claimsOpenedClosed(input: ReportInput): Promise<ReportTable> {
  const { db, params, language } = input;
  const scope = scopeOf(input);
  const period = periodOf(params);
  const opened = await assignmentsPerHour(db, scope, period, 'created_at');
  const closed = await assignmentsPerHour(db, scope, period, 'closed_at');
  const openedWeeks = weekly(params, opened);
  const closedWeeks = weekly(params, closed);
  const weeks = [...openedWeeks.keys()];
  // Both maps hold every week of the period, so the 0 only restates an empty week.
  const openedIn = (week: string) => openedWeeks.get(week) ?? 0;
  const closedIn = (week: string) => closedWeeks.get(week) ?? 0;
  return {
    columns: [
      { key: 'week', label: label('week', language), kind: 'date' },
      { key: 'opened', label: label('opened', language), kind: 'number' },
      { key: 'closed', label: label('closed', language), kind: 'number' },
    ],
    rows: weeks.map((week) => [week, openedIn(week), closedIn(week)]),
    chart: {
      kind: 'line',
      labels: weeks,
      labels_kind: 'date',
      series: [
        { name: label('opened', language), values: weeks.map(openedIn) },
        { name: label('closed', language), values: weeks.map(closedIn) },
      ],
    },
  };
}
