import { sql } from 'kysely';
import type { ReportParams } from '../../../contract/reports.ts';
import { addDays, businessDate, weekStart } from '../../../contract/business-time.ts';
import { label } from './labels.ts';
import { periodOf, scoped, type ReportInput, type ReportTable } from './report-input.ts';

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
  const { start, end } = periodOf(params);
  // How many assignments were opened (or closed) in each hour of the period.
  const hourly = (column: 'created_at' | 'closed_at') => {
    const hour = sql<string>`substr(${sql.ref(`assignments.${column}`)}, 1, 13)`;
    return scoped(db.selectFrom('assignments'), input)
      .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
      .where(`assignments.${column}`, '>=', start)
      .where(`assignments.${column}`, '<', end)
      .groupBy(hour)
      .execute();
  };
  const opened = await hourly('created_at');
  const closed = await hourly('closed_at');
  const openedWeeks = weekly(params, opened);
  const closedWeeks = weekly(params, closed);
  const weeks = [...openedWeeks.keys()];
  // Both maps hold every week of the period, so the 0 only restates an empty week.
  const openedIn = (week: string) => openedWeeks.get(week) ?? 0;
  const closedIn = (week: string) => closedWeeks.get(week) ?? 0;
  return {
    columns: [
      { key: 'week', label: label('week', language), kind: 'text' },
      { key: 'opened', label: label('opened', language), kind: 'number' },
      { key: 'closed', label: label('closed', language), kind: 'number' },
    ],
    rows: weeks.map((week) => [week, openedIn(week), closedIn(week)]),
    chart: {
      kind: 'line',
      labels: weeks,
      series: [
        { name: label('opened', language), values: weeks.map(openedIn) },
        { name: label('closed', language), values: weeks.map(closedIn) },
      ],
    },
  };
}
