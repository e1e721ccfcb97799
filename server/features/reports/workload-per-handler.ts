import { FILTER_KEYS } from '../../../contract/assignments.ts';
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
  const entries = [...ids]
    .map((id) => {
      const o = open.find((r) => r.user_id === id);
      const c = closed.find((r) => r.user_id === id);
      const row: [string, number, number, number, number] = [
        nameOf(id),
        Number(o?.open ?? 0),
        Number(o?.overdue ?? 0),
        Number(o?.due_soon ?? 0),
        Number(c?.n ?? 0),
      ];
      return { id, row };
    })
    .sort((a, b) => b.row[1] - a.row[1] || a.row[0].localeCompare(b.row[0]));
  const rows = entries.map((e) => e.row);
  // A handler's open and overdue counts lead to the worklist narrowed to their name over the
  // organisation (the worklist keeps to the reader's own scope when they may not see it all).
  const listOf = (list: string, name: string) =>
    `${list}?${new URLSearchParams({ q: name, scope: String(FILTER_KEYS.organisation) })}`;
  const links = entries.map(({ id, row: [name] }) =>
    id === null
      ? [null, null, null, null, null]
      : [null, listOf('/assignments/worklist', name), listOf('/assignments/list/overdue', name), null, null],
  );
  return {
    links,
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
