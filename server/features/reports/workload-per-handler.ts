import { addDays, businessDate } from '../../../contract/business-time.ts';
import { closedPerHolder, openWorkPerHolder } from '../assignments/index.ts';
import { userNamesOf } from '../organisations/index.ts';
import { label } from './labels.ts';
import { periodOf, scopeOf, type ReportInput, type ReportTable } from './report-input.ts';

/** Each handler's open, overdue and soon-due work now, and what they closed in the period. */
export async function workloadPerHandler(input: ReportInput): Promise<ReportTable> {
  const { db, params, language } = input;
  const scope = scopeOf(input);
  const today = businessDate(input.now);
  const inAWeek = addDays(today, 7);
  const open = await openWorkPerHolder(db, scope, { today, inAWeek });
  // Closed in the period by whoever held the assignment when it closed.
  const closed = await closedPerHolder(db, scope, periodOf(params));
  const ids = new Set<string | null>([...open.map((r) => r.user_id), ...closed.map((r) => r.user_id)]);
  const names = await userNamesOf(db, [...ids]);
  const nameOf = (id: string | null) => (id === null ? label('unassigned', language) : (names.get(id) ?? id));
  const rows = [...ids]
    .map((id) => {
      const o = open.find((r) => r.user_id === id);
      const c = closed.find((r) => r.user_id === id);
      return [
        nameOf(id),
        Number(o?.open ?? 0),
        Number(o?.overdue ?? 0),
        Number(o?.due_soon ?? 0),
        Number(c?.n ?? 0),
      ] as [string, number, number, number, number];
    })
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    columns: [
      { key: 'handler', label: label('handler', language), kind: 'text' },
      { key: 'open', label: label('open', language), kind: 'number' },
      { key: 'overdue', label: label('overdue', language), kind: 'number' },
      { key: 'due_soon', label: label('dueThisWeek', language), kind: 'number' },
      { key: 'closed', label: label('closedInPeriod', language), kind: 'number' },
    ],
    rows,
    chart: {
      kind: 'bar',
      labels: rows.map((r) => r[0]),
      series: [
        { name: label('open', language), values: rows.map((r) => r[1]) },
        { name: label('overdue', language), values: rows.map((r) => r[2]) },
      ],
    },
  };
}
