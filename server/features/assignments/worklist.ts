import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  assignmentTypeName,
  STALE_AFTER_DAYS,
  type DashboardCounts,
  type WorklistCriterion,
  type WorklistPage,
  type WorklistQuery,
} from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { nameIn, userNamesOf, type UserRow } from '../organisations/index.ts';
import { isManager } from '../../access/assignment-rules.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { describeStatus, statusesOfOrganisation } from './statuses.ts';
import { LISTED_COLUMNS } from './listed-columns.ts';
import { isMoneyWorklist, moneyOfClaims } from './money-worklists.ts';
import { worklistTextMatch } from './worklist-narrowing.ts';

type Eb = ExpressionBuilder<Database & { a: Database['assignments'] }, 'a'>;

/**
 * The conditions of one dashboard counter / worklist, on the assignments table aliased `a`. The
 * money lists take the claim's handling assignment (its case master) of the files the claim's
 * money puts on them.
 */
function criterion(eb: Eb, name: WorklistCriterion, now: Date, db: Kysely<Database>, organisationId: string) {
  const today = businessDate(now);
  if (isMoneyWorklist(name))
    return eb.and([
      eb('a.is_case_master', '=', 1),
      eb('a.claim_file_id', 'in', moneyOfClaims().claimFilesOn(db, organisationId, name, now)),
    ]);
  switch (name) {
    case 'new':
      return eb('a.status_code', '=', 'new');
    case 'due-today':
      return eb('a.due_date', '=', today);
    case 'overdue':
      return eb('a.due_date', '<', today);
    case 'not-updated':
      return eb('a.updated_at', '<', new Date(now.getTime() - STALE_AFTER_DAYS * 86_400_000).toISOString());
    case 'unassigned':
      return eb('a.assignee_user_id', 'is', null);
  }
}

const encodeCursor = (value: string, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string'))
      return parsed as [string, string];
  } catch {
    // falls through to the error below
  }
  throw new AppError('validation_failed', 'error.worklist.cursorInvalid');
}

/**
 * One page of the worklist, by keyset: the page after `cursor` in the chosen order, read through
 * an index that starts with whose work it is, so page 1,000 costs what page 1 costs. A text and a
 * status narrow it further, with every other filter and the paging.
 */
export async function worklistPage(
  db: Kysely<Database>,
  user: UserRow,
  query: WorklistQuery,
  language: Language,
  now: Date,
): Promise<WorklistPage> {
  if (query.filter_keys === 2 && !isManager(user))
    throw new AppError('forbidden', 'error.worklist.wholeOrganisationManagersOnly');
  // Someone without a team has no team work (and PostgreSQL would refuse a NUL sentinel for it).
  if (query.filter_keys === 1 && user.work_group === null) return { rows: [], next_cursor: null };
  const column = `a.${query.sort}` as const;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const ascending = query.direction === 'asc';
  let select = db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select([
      ...LISTED_COLUMNS,
      'a.group_code',
      'a.due_date',
      'a.updated_at',
      'f.claim_file_no',
      'f.plate',
      'f.insured_name',
      'a.assignee_user_id',
      'a.claim_file_id',
      'a.is_case_master',
    ])
    .where('a.organisation_id', '=', user.organisation_id);
  if (query.filter_keys === 0) select = select.where('a.assignee_user_id', '=', user.id);
  // Someone without a team has no team pile: the filter then matches nothing.
  if (query.filter_keys === 1)
    select = select.where((eb) =>
      user.work_group === null ? eb.lit(false) : eb('a.group_code', '=', user.work_group),
    );
  if (query.category_code !== 'all') select = select.where('a.is_final', '=', query.category_code === 'closed' ? 1 : 0);
  if (query.assignment_type) select = select.where('a.assignment_type', '=', query.assignment_type);
  if (query.status_code) select = select.where('a.status_code', '=', query.status_code);
  const text = await worklistTextMatch(db, user.organisation_id, query.q);
  if (text) select = select.where((eb) => text(eb as unknown as Eb));
  if (query.filter_criteria) {
    const name = query.filter_criteria;
    select = select.where((eb) => criterion(eb as unknown as Eb, name, now, db, user.organisation_id));
  }
  if (after) {
    const [value, id] = after;
    const beyond = ascending ? '>' : '<';
    select = select.where((eb) =>
      eb.or([eb(column, beyond, value), eb.and([eb(column, '=', value), eb('a.id', beyond, id)])]),
    );
  }
  const rows = await select
    .orderBy(column, query.direction)
    .orderBy('a.id', query.direction)
    .limit(query.limit + 1)
    .execute();

  const statuses = await statusesOfOrganisation(db, user.organisation_id);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const names = await userNamesOf(
    db,
    page.map((row) => row.assignee_user_id),
  );
  const deadlines = await moneyOfClaims().nextDeadlines(
    db,
    page.filter((row) => row.is_case_master === 1 && row.is_final === 0).map((row) => row.claim_file_id),
    now,
  );
  return {
    rows: page.map((row) => {
      const status = describeStatus(statuses, row.assignment_type, row.status_code, language);
      return {
        id: row.id,
        assignment_no: row.assignment_no,
        claim_file_no: row.claim_file_no,
        assignment_type: row.assignment_type as WorklistPage['rows'][number]['assignment_type'],
        type_name: assignmentTypeName(row.assignment_type, language),
        status: { code: row.status_code, name: status.name, color: status.color, is_final: row.is_final === 1 },
        assignee_name: nameIn(names, row.assignee_user_id),
        group_code: row.group_code,
        due_date: row.due_date,
        updated_at: row.updated_at,
        plate: row.plate,
        insured_name: row.insured_name,
        legal_deadline:
          row.is_case_master === 1 && row.is_final === 0 ? (deadlines.get(row.claim_file_id) ?? null) : null,
      };
    }),
    next_cursor: rows.length > query.limit && last ? encodeCursor(String(last[query.sort]), last.id) : null,
  };
}

/**
 * The dashboard's counters: the user's own open work, and their group's unassigned work. One count
 * per counter, each a range of an index, so a handler holding thousands stays a few milliseconds.
 */
export async function dashboardCounts(db: Kysely<Database>, user: UserRow, now: Date): Promise<DashboardCounts> {
  const count = async (name: WorklistCriterion) => {
    let query = db
      .selectFrom('assignments as a')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('a.is_final', '=', 0)
      .where((eb) => criterion(eb as unknown as Eb, name, now, db, user.organisation_id));
    if (name !== 'unassigned') query = query.where('a.assignee_user_id', '=', user.id);
    // Without a team there is no team pile, and nothing to ask the database.
    else if (user.work_group === null) return 0;
    else
      query = query.where('a.organisation_id', '=', user.organisation_id).where('a.group_code', '=', user.work_group);
    return Number((await query.executeTakeFirstOrThrow()).count);
  };
  return {
    new: await count('new'),
    'due-today': await count('due-today'),
    overdue: await count('overdue'),
    'not-updated': await count('not-updated'),
    unassigned: await count('unassigned'),
    'deadline-soon': await count('deadline-soon'),
    'deadline-breached': await count('deadline-breached'),
    disputed: await count('disputed'),
  };
}
