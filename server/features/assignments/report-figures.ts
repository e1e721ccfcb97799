import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withUserNames } from '../organisations/index.ts';
import { engineOf } from '../../db/engine-of.ts';
import { assignmentsWithStatus } from './with-status.ts';

/**
 * The figures the reports are made of. Counting and grouping run in the database over facts kept
 * as the work happens (assignments.closed_at, status_stints), so a figure is an index range, not a
 * walk through every timeline.
 */

/** Which work a report counts: one organisation, narrowed to a unit and a type (empty for all). */
export interface ReportScope {
  organisationId: string;
  group: string;
  type: string;
}

/** UTC instants, the start included and the end not. */
export interface ReportPeriod {
  start: string;
  end: string;
}

type OfAssignments = SelectQueryBuilder<Database, 'assignments', object>;

function scoped<Q extends OfAssignments>(query: Q, scope: ReportScope): Q {
  let q = query.where('assignments.organisation_id', '=', scope.organisationId) as Q;
  if (scope.group) q = q.where('assignments.group_code', '=', scope.group) as Q;
  if (scope.type) q = q.where('assignments.assignment_type', '=', scope.type) as Q;
  return q;
}

/** How many assignments were opened (created_at) or closed (closed_at) in each UTC hour of the period. */
export function assignmentsPerHour(
  db: Kysely<Database>,
  scope: ReportScope,
  period: ReportPeriod,
  column: 'created_at' | 'closed_at',
) {
  const hour = sql<string>`substr(${sql.ref(`assignments.${column}`)}, 1, 13)`;
  return scoped(db.selectFrom('assignments'), scope)
    .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(`assignments.${column}`, '>=', period.start)
    .where(`assignments.${column}`, '<', period.end)
    .groupBy(hour)
    .execute();
}

/** Open work due from `from` to `lastDue`: the oldest due first, at most `limit`, with its status and holder. */
export async function overdueAssignmentsOf(
  db: Kysely<Database>,
  scope: ReportScope,
  due: { from: string; lastDue: string; limit: number },
) {
  const rows = await scoped(assignmentsWithStatus(db), scope)
    .select([
      'assignments.id',
      'assignments.assignment_no',
      'assignments.assignment_type',
      'assignments.due_date',
      'assignments.assignee_user_id',
      'assignment_statuses.name_en',
      'assignment_statuses.name_ro',
    ])
    .where('assignments.is_final', '=', 0)
    .where('assignments.due_date', '>=', due.from)
    .where('assignments.due_date', '<=', due.lastDue)
    .orderBy('assignments.due_date')
    .orderBy('assignments.assignment_no')
    .limit(due.limit)
    .execute();
  return withUserNames(db, rows, { full_name: 'assignee_user_id' });
}

/** How much open work falls due on each day from `from` to `lastDue`. */
export function overdueCountsPerDueDate(
  db: Kysely<Database>,
  scope: ReportScope,
  due: { from: string; lastDue: string },
) {
  return scoped(db.selectFrom('assignments'), scope)
    .select(['assignments.due_date', (eb) => eb.fn.countAll<number>().as('n')])
    .where('assignments.is_final', '=', 0)
    .where('assignments.due_date', '>=', due.from)
    .where('assignments.due_date', '<=', due.lastDue)
    .groupBy('assignments.due_date')
    .execute();
}

/** Each holder's open work now (null for the unassigned): all of it, overdue on `today`, and due within the week. */
export function openWorkPerHolder(db: Kysely<Database>, scope: ReportScope, days: { today: string; inAWeek: string }) {
  const { today, inAWeek } = days;
  return scoped(db.selectFrom('assignments'), scope)
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
}

/** How many assignments closed in the period, by whoever held each when it closed. */
export function closedPerHolder(db: Kysely<Database>, scope: ReportScope, period: ReportPeriod) {
  return scoped(db.selectFrom('assignments'), scope)
    .select(['assignments.assignee_user_id as user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('assignments.closed_at', '>=', period.start)
    .where('assignments.closed_at', '<', period.end)
    .groupBy('assignments.assignee_user_id')
    .execute();
}

/**
 * The stays in a status that began in the period and have ended, counted per type, status and
 * tenth of an hour (the precision shown), in that order: the percentiles are read off these counts.
 */
export function stayLengthCounts(db: Kysely<Database>, scope: ReportScope, period: ReportPeriod) {
  const tenths =
    engineOf(db) === 'postgres' ? sql<number>`floor(hours * 10 + 0.5)` : sql<number>`cast(hours * 10 + 0.5 as integer)`;
  let histogram = db
    .selectFrom('status_stints')
    .select(['assignment_type', 'status_code', tenths.as('tenths'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('organisation_id', '=', scope.organisationId)
    .where('entered_at', '>=', period.start)
    .where('entered_at', '<', period.end)
    .where('left_at', 'is not', null);
  if (scope.group) histogram = histogram.where('group_code', '=', scope.group);
  if (scope.type) histogram = histogram.where('assignment_type', '=', scope.type);
  return histogram
    .groupBy(['assignment_type', 'status_code', tenths])
    .orderBy('assignment_type')
    .orderBy('status_code')
    .orderBy(tenths)
    .execute();
}
