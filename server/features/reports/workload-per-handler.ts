import { sql } from 'kysely';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import { label } from './labels.ts';
import { periodOf, scoped, type ReportInput, type ReportTable } from './report-input.ts';

/** Each handler's open, overdue and soon-due work now, and what they closed in the period. */
export async function workloadPerHandler(input: ReportInput): Promise<ReportTable> {
  const { db, params, language } = input;
  const { start, end } = periodOf(params);
  const today = businessDate(input.now);
  const inAWeek = addDays(today, 7);
  const open = await scoped(db.selectFrom('assignments'), input)
    .select((eb) => [
      'assignments.assignee_user_id as user_id',
      eb.fn.countAll<number>().as('open'),
      eb.fn.sum<number>(eb.case().when('assignments.due_date', '<', today).then(1).else(0).end()).as('overdue'),
      eb.fn
        .sum<number>(
          sql`case when assignments.due_date >= ${today} and assignments.due_date <= ${inAWeek} then 1 else 0 end`,
        )
        .as('due_soon'),
    ])
    .where('assignments.is_final', '=', 0)
    .groupBy('assignments.assignee_user_id')
    .execute();
  // Closed in the period by whoever held the assignment when it closed.
  const closed = await scoped(db.selectFrom('assignments'), input)
    .select(['assignments.assignee_user_id as user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('assignments.closed_at', '>=', start)
    .where('assignments.closed_at', '<', end)
    .groupBy('assignments.assignee_user_id')
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('organisation_id', '=', input.organisationId)
    .execute();
  const ids = new Set<string | null>([...open.map((r) => r.user_id), ...closed.map((r) => r.user_id)]);
  const nameOf = (id: string | null) =>
    id === null ? label('unassigned', language) : (users.find((u) => u.id === id)?.full_name ?? id);
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
