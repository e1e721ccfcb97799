import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ReportParams, ReportResult } from '../../../contract/reports.ts';
import { engineOf } from '../../db/engine-of.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, businessDate, businessDayStart, weekStart } from '../assignments/business-day.ts';
import { label } from './labels.ts';

/**
 * The four reports. Counting, grouping, durations and percentiles run in the database; the
 * server only folds hourly counts into Romanian-calendar weeks (at most 17,544 hours in a period)
 * and names things in the caller's language.
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
  const hour = sql<string>`substr(assignments.created_at, 1, 13)`;
  const opened = await scoped(db.selectFrom('assignments'), input)
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('assignments.created_at', '>=', start)
    .where('assignments.created_at', '<', end)
    .groupBy(hour)
    .execute();
  const closedHour = sql<string>`substr(timeline_entries.created_at, 1, 13)`;
  const closed = await scoped(
    db
      .selectFrom('timeline_entries')
      .innerJoin('assignments', 'assignments.id', 'timeline_entries.assignment_id')
      .innerJoin('assignment_statuses', (join) =>
        join
          .onRef('assignment_statuses.organisation_id', '=', 'assignments.organisation_id')
          .onRef('assignment_statuses.assignment_type', '=', 'assignments.assignment_type')
          .onRef('assignment_statuses.code', '=', 'timeline_entries.status_code'),
      ) as unknown as Scoped,
    input,
  )
    .select([closedHour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql<boolean>`timeline_entries.status_code is not null`)
    .where(sql<boolean>`timeline_entries.created_at >= ${start}`)
    .where(sql<boolean>`timeline_entries.created_at < ${end}`)
    .where(sql<boolean>`assignment_statuses.is_final = 1`)
    .groupBy(closedHour)
    .execute();
  const openedWeeks = weekly(params, opened as { hour: string; n: number }[]);
  const closedWeeks = weekly(params, closed as { hour: string; n: number }[]);
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

const round1 = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * How long assignments stay in each status: every status entry that began in the period, until the
 * next one. Percentiles are nearest-rank, the same integer arithmetic on both engines.
 */
export async function timePerStatus(input: ReportInput): Promise<ReportTable> {
  const { db, params, language } = input;
  const { start, end } = periodOf(params);
  const hours =
    engineOf(db) === 'postgres'
      ? sql`extract(epoch from (left_at::timestamptz - entered_at::timestamptz)) / 3600.0`
      : sql`(julianday(left_at) - julianday(entered_at)) * 24.0`;
  const group = params.group ? sql`and a.group_code = ${params.group}` : sql``;
  const type = params.type ? sql`and a.assignment_type = ${params.type}` : sql``;
  const result = await sql<{ assignment_type: string; status_code: string; n: number; median: number | null; p90: number | null }>`
    with steps as (
      select a.organisation_id, a.assignment_type, t.status_code, t.created_at as entered_at,
        lead(t.created_at) over (partition by t.assignment_id order by t.created_at, t.id) as left_at
      from timeline_entries t
      join assignments a on a.id = t.assignment_id
      where t.status_code is not null and t.created_at >= ${start}
        and a.organisation_id = ${input.organisationId} ${group} ${type}
    ),
    durations as (
      select organisation_id, assignment_type, status_code, ${hours} as hours
      from steps where left_at is not null and entered_at < ${end}
    ),
    ranked as (
      select organisation_id, assignment_type, status_code, hours,
        row_number() over (partition by assignment_type, status_code order by hours) as rn,
        count(*) over (partition by assignment_type, status_code) as n
      from durations
    )
    select r.assignment_type, r.status_code, max(r.n) as n,
      max(case when r.rn = (r.n + 1) / 2 then r.hours end) as median,
      max(case when r.rn = (9 * r.n + 9) / 10 then r.hours end) as p90
    from ranked r
    group by r.assignment_type, r.status_code
  `.execute(db);
  const statuses = await db.selectFrom('assignment_statuses').select(['assignment_type', 'code', 'name_en', 'name_ro', 'sort']).where('organisation_id', '=', input.organisationId).execute();
  const statusOf = (type: string, code: string) => statuses.find((s) => s.assignment_type === type && s.code === code);
  const rows = result.rows
    .map((r) => ({ ...r, status: statusOf(r.assignment_type, r.status_code) }))
    .sort((a, b) => a.assignment_type.localeCompare(b.assignment_type) || (a.status?.sort ?? 0) - (b.status?.sort ?? 0));
  const nameOf = (r: (typeof rows)[number]) => (r.status ? (language === 'ro' ? r.status.name_ro : r.status.name_en) : r.status_code);
  return {
    columns: [
      { key: 'type', label: label('type', language), kind: 'text' },
      { key: 'status', label: label('status', language), kind: 'text' },
      { key: 'steps', label: label('steps', language), kind: 'number' },
      { key: 'median', label: label('median', language), kind: 'hours' },
      { key: 'p90', label: label('p90', language), kind: 'hours' },
    ],
    rows: rows.map((r) => [assignmentTypeName(r.assignment_type, language), nameOf(r), Number(r.n), round1(r.median), round1(r.p90)]),
    chart: {
      kind: 'bar',
      labels: rows.map((r) => `${assignmentTypeName(r.assignment_type, language)}: ${nameOf(r)}`),
      series: [
        { name: label('median', language), values: rows.map((r) => round1(r.median) ?? 0) },
        { name: label('p90', language), values: rows.map((r) => round1(r.p90) ?? 0) },
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
      eb.fn.sum<number>(sql`case when assignments.due_date >= ${today} and assignments.due_date <= ${inAWeek} then 1 else 0 end`).as('due_soon'),
    ])
    .where('assignments.is_final', '=', 0)
    .groupBy('assignments.assignee_user_id')
    .execute();
  const closed = await scoped(
    db
      .selectFrom('timeline_entries')
      .innerJoin('assignments', 'assignments.id', 'timeline_entries.assignment_id')
      .innerJoin('assignment_statuses', (join) =>
        join
          .onRef('assignment_statuses.organisation_id', '=', 'assignments.organisation_id')
          .onRef('assignment_statuses.assignment_type', '=', 'assignments.assignment_type')
          .onRef('assignment_statuses.code', '=', 'timeline_entries.status_code'),
      ) as unknown as Scoped,
    input,
  )
    .select([sql<string | null>`timeline_entries.actor_user_id`.as('user_id'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql<boolean>`timeline_entries.created_at >= ${start}`)
    .where(sql<boolean>`timeline_entries.created_at < ${end}`)
    .where(sql<boolean>`assignment_statuses.is_final = 1`)
    .groupBy(sql`timeline_entries.actor_user_id`)
    .execute();
  const users = await db.selectFrom('users').select(['id', 'full_name']).where('organisation_id', '=', input.organisationId).execute();
  const ids = new Set<string | null>([...open.map((r) => r.user_id), ...closed.map((r) => (r as { user_id: string | null }).user_id).filter((id) => id !== null)]);
  const nameOf = (id: string | null) => (id === null ? label('unassigned', language) : (users.find((u) => u.id === id)?.full_name ?? id));
  const rows = [...ids]
    .map((id) => {
      const o = open.find((r) => r.user_id === id);
      const c = closed.find((r) => (r as { user_id: string | null }).user_id === id) as { n: number } | undefined;
      return [nameOf(id), Number(o?.open ?? 0), Number(o?.overdue ?? 0), Number(o?.due_soon ?? 0), Number(c?.n ?? 0)] as [string, number, number, number, number];
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
    .select(['assignments.assignment_no', 'assignments.assignment_type', 'assignments.due_date', 'users.full_name', 'assignment_statuses.name_en', 'assignment_statuses.name_ro'])
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
    chart: { kind: 'bar', labels: AGE_BUCKETS.map((b) => b.name), series: [{ name: label('assignments', language), values: counts }] },
  };
}
