import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ReportParams, ReportResult } from '../../../contract/reports.ts';
import { engineOf } from '../../db/engine-of.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, businessDate, businessDayStart, weekStart } from '../../../contract/business-time.ts';
import { label } from './labels.ts';

/**
 * The four reports. Counting, grouping and percentiles run in the database over facts kept as the
 * work happens (assignments.closed_at, status_stints), so a report is an index range, not a walk
 * through every timeline; the server only folds hourly counts into Romanian-calendar weeks (at
 * most 17,544 hours in a period) and names things in the caller's language.
 */
export interface ReportInput {
  db: Kysely<Database>;
  organisationId: string;
  params: ReportParams;
  language: Language;
  now: Date;
}

export type ReportTable = Pick<ReportResult, 'columns' | 'rows' | 'chart'>;

type Scoped = SelectQueryBuilder<Database, 'assignments', object>;

/** The period as UTC instants: from the first day's local midnight to the day after the last. */
const periodOf = (p: ReportParams) => ({ start: businessDayStart(p.from), end: businessDayStart(addDays(p.to, 1)) });

function scoped<Q extends Scoped>(query: Q, input: ReportInput): Q {
  let q = query.where('assignments.organisation_id', '=', input.organisationId) as Q;
  if (input.params.group) q = q.where('assignments.group_code', '=', input.params.group) as Q;
  if (input.params.type) q = q.where('assignments.assignment_type', '=', input.params.type) as Q;
  return q;
}

/** Hourly counts folded into the weeks of the period, every week present even when empty. */
function weekly(p: ReportParams, hourly: { hour: string; n: number | string | bigint }[]): Map<string, number> {
  const weeks = new Map<string, number>();
  for (let day = weekStart(p.from); day <= p.to; day = addDays(day, 7)) weeks.set(day, 0);
  for (const { hour, n } of hourly) {
    const week = weekStart(businessDate(new Date(`${hour}:00:00Z`)));
    if (weeks.has(week)) weeks.set(week, weeks.get(week)! + Number(n));
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
  return {
    columns: [
      { key: 'week', label: label('week', language), kind: 'text' },
      { key: 'opened', label: label('opened', language), kind: 'number' },
      { key: 'closed', label: label('closed', language), kind: 'number' },
    ],
    rows: weeks.map((week) => [week, openedWeeks.get(week)!, closedWeeks.get(week)!]),
    chart: {
      kind: 'line',
      labels: weeks,
      series: [
        { name: label('opened', language), values: weeks.map((w) => openedWeeks.get(w)!) },
        { name: label('closed', language), values: weeks.map((w) => closedWeeks.get(w)!) },
      ],
    },
  };
}

/** Nearest-rank median and 90th percentile (in hours) of each group's stays, from counts per tenth of an hour. */
function percentilesOf(buckets: { key: string; tenths: number; n: number }[]) {
  const groups = new Map<string, { tenths: number; n: number }[]>();
  for (const b of buckets) groups.set(b.key, [...(groups.get(b.key) ?? []), b]);
  return [...groups].map(([key, counts]) => {
    const [assignment_type, status_code] = key.split('\n') as [string, string];
    const n = counts.reduce((sum, c) => sum + c.n, 0);
    const at = (rank: number) => {
      let seen = 0;
      for (const c of counts) {
        seen += c.n;
        if (seen >= rank) return c.tenths / 10;
      }
      return counts.at(-1)!.tenths / 10;
    };
    return {
      assignment_type,
      status_code,
      n,
      median: at(Math.floor((n + 1) / 2)),
      p90: at(Math.floor((9 * n + 9) / 10)),
    };
  });
}

/**
 * How long assignments stay in each status: every stay that began in the period and has ended.
 * Percentiles are nearest-rank, the same integer arithmetic on both engines.
 */
export async function timePerStatus(input: ReportInput): Promise<ReportTable> {
  const { db, params, language } = input;
  const { start, end } = periodOf(params);
  // Stays counted per tenth of an hour (the precision shown): rounding keeps the order, so the
  // k-th smallest rounded stay is the rounded k-th smallest stay, and no row is sorted one by one.
  const tenths =
    engineOf(db) === 'postgres' ? sql<number>`floor(hours * 10 + 0.5)` : sql<number>`cast(hours * 10 + 0.5 as integer)`;
  let histogram = db
    .selectFrom('status_stints')
    .select(['assignment_type', 'status_code', tenths.as('tenths'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('organisation_id', '=', input.organisationId)
    .where('entered_at', '>=', start)
    .where('entered_at', '<', end)
    .where('left_at', 'is not', null);
  if (params.group) histogram = histogram.where('group_code', '=', params.group);
  if (params.type) histogram = histogram.where('assignment_type', '=', params.type);
  const buckets = await histogram
    .groupBy(['assignment_type', 'status_code', tenths])
    .orderBy('assignment_type')
    .orderBy('status_code')
    .orderBy(tenths)
    .execute();
  const result = percentilesOf(
    buckets.map((b) => ({ key: `${b.assignment_type}\n${b.status_code}`, tenths: Number(b.tenths), n: Number(b.n) })),
  );
  const statuses = await db
    .selectFrom('assignment_statuses')
    .select(['assignment_type', 'code', 'name_en', 'name_ro', 'sort'])
    .where('organisation_id', '=', input.organisationId)
    .execute();
  const statusOf = (type: string, code: string) => statuses.find((s) => s.assignment_type === type && s.code === code);
  const rows = result
    .map((r) => ({ ...r, status: statusOf(r.assignment_type, r.status_code) }))
    .sort(
      (a, b) => a.assignment_type.localeCompare(b.assignment_type) || (a.status?.sort ?? 0) - (b.status?.sort ?? 0),
    );
  const nameOf = (r: (typeof rows)[number]) =>
    r.status ? (language === 'ro' ? r.status.name_ro : r.status.name_en) : r.status_code;
  return {
    columns: [
      { key: 'type', label: label('type', language), kind: 'text' },
      { key: 'status', label: label('status', language), kind: 'text' },
      { key: 'steps', label: label('steps', language), kind: 'number' },
      { key: 'median', label: label('median', language), kind: 'hours' },
      { key: 'p90', label: label('p90', language), kind: 'hours' },
    ],
    rows: rows.map((r) => [assignmentTypeName(r.assignment_type, language), nameOf(r), r.n, r.median, r.p90]),
    chart: {
      kind: 'bar',
      labels: rows.map((r) => `${assignmentTypeName(r.assignment_type, language)}: ${nameOf(r)}`),
      series: [
        { name: label('median', language), values: rows.map((r) => r.median) },
        { name: label('p90', language), values: rows.map((r) => r.p90) },
      ],
    },
  };
}

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

const AGE_BUCKETS = [
  { name: '1-2', max: 2 },
  { name: '3-7', max: 7 },
  { name: '8-14', max: 14 },
  { name: '15-30', max: 30 },
  { name: '30+', max: Number.POSITIVE_INFINITY },
];

/** Open assignments past their due date, the due date within the period; the oldest first. */
export async function overdueAssignments(input: ReportInput, limit: number): Promise<ReportTable> {
  const { db, params, language } = input;
  const today = businessDate(input.now);
  const lastDue = params.to < today ? params.to : addDays(today, -1);
  const rows = await scoped(db.selectFrom('assignments'), input)
    .leftJoin('users', 'users.id', 'assignments.assignee_user_id')
    .innerJoin('assignment_statuses', (join) =>
      join
        .onRef('assignment_statuses.organisation_id', '=', 'assignments.organisation_id')
        .onRef('assignment_statuses.assignment_type', '=', 'assignments.assignment_type')
        .onRef('assignment_statuses.code', '=', 'assignments.status_code'),
    )
    .select([
      'assignments.assignment_no',
      'assignments.assignment_type',
      'assignments.due_date',
      'users.full_name',
      'assignment_statuses.name_en',
      'assignment_statuses.name_ro',
    ])
    .where('assignments.is_final', '=', 0)
    .where('assignments.due_date', '>=', params.from)
    .where('assignments.due_date', '<=', lastDue)
    .orderBy('assignments.due_date')
    .orderBy('assignments.assignment_no')
    .limit(limit)
    .execute();
  // The chart counts all of them, not only the rows the table shows: one count per due date.
  const perDay = await scoped(db.selectFrom('assignments'), input)
    .select(['assignments.due_date', (eb) => eb.fn.countAll<number>().as('n')])
    .where('assignments.is_final', '=', 0)
    .where('assignments.due_date', '>=', params.from)
    .where('assignments.due_date', '<=', lastDue)
    .groupBy('assignments.due_date')
    .execute();
  const daysLate = (due: string) => Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000);
  const counts = AGE_BUCKETS.map(() => 0);
  for (const day of perDay) counts[AGE_BUCKETS.findIndex((b) => daysLate(day.due_date) <= b.max)]! += Number(day.n);
  return {
    columns: [
      { key: 'assignment_no', label: label('assignmentNo', language), kind: 'text' },
      { key: 'type', label: label('type', language), kind: 'text' },
      { key: 'status', label: label('status', language), kind: 'text' },
      { key: 'assignee', label: label('assignee', language), kind: 'text' },
      { key: 'due_date', label: label('dueDate', language), kind: 'text' },
      { key: 'days_overdue', label: label('daysOverdue', language), kind: 'number' },
    ],
    rows: rows.map((r) => [
      r.assignment_no,
      assignmentTypeName(r.assignment_type, language),
      language === 'ro' ? r.name_ro : r.name_en,
      r.full_name ?? label('unassigned', language),
      r.due_date,
      daysLate(r.due_date),
    ]),
    chart: {
      kind: 'bar',
      labels: AGE_BUCKETS.map((b) => b.name),
      series: [{ name: label('assignments', language), values: counts }],
    },
  };
}
