import type { Kysely, Selectable } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { TimelineEntry } from '../../../contract/assignments.ts';
import type { AssignmentsTable, ClaimFilesTable, Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { withUserNames, type UserRow } from '../organisations/index.ts';
import { describeStatus, statusesOfOrganisation } from './statuses.ts';
import { timelineWords } from './timeline-text.ts';

export type AssignmentRow = Selectable<AssignmentsTable>;
type ClaimFileRow = Selectable<ClaimFilesTable>;

const notFound = () => new AppError('not_found', 'error.notFound.assignment');

/**
 * An assignment of the caller's organisation, by id. Another organisation's assignment answers
 * exactly like one that does not exist, so an id tells nothing about other insurers' claims.
 */
export async function findAssignmentFor(db: Kysely<Database>, user: UserRow, id: string): Promise<AssignmentRow> {
  const row = await db
    .selectFrom('assignments')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', '=', user.organisation_id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function findAssignmentByKeyFor(db: Kysely<Database>, user: UserRow, key: string): Promise<AssignmentRow> {
  const row = await db
    .selectFrom('assignments')
    .selectAll()
    .where('guest_key', '=', key)
    .where('organisation_id', '=', user.organisation_id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** An assignment of the organisation by its number (as stored, upper case); undefined when there is none. */
export async function findAssignmentByNumber(
  db: Kysely<Database>,
  organisationId: string,
  assignmentNo: string,
): Promise<AssignmentRow | undefined> {
  return db
    .selectFrom('assignments')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('assignment_no', '=', assignmentNo)
    .executeTakeFirst();
}

/** Of the numbers given, those that name an assignment of the organisation, with its id. */
export async function assignmentIdsByNumber(
  db: Kysely<Database>,
  organisationId: string,
  assignmentNos: readonly string[],
): Promise<Map<string, string>> {
  if (assignmentNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('assignments')
    .select(['id', 'assignment_no'])
    .where('organisation_id', '=', organisationId)
    .where('assignment_no', 'in', [...assignmentNos])
    .execute();
  return new Map(rows.map((row) => [row.assignment_no, row.id]));
}

export async function claimFileOf(db: Kysely<Database>, assignment: AssignmentRow): Promise<ClaimFileRow> {
  return db.selectFrom('claim_files').selectAll().where('id', '=', assignment.claim_file_id).executeTakeFirstOrThrow();
}

/** An assignment's timeline, newest first, with who acted (and for whom) by name. */
export async function timelineOf(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  language: Language,
): Promise<TimelineEntry[]> {
  const entries = await db
    .selectFrom('timeline_entries as t')
    .select(['t.id', 't.kind', 't.created_at', 't.text', 't.status_code', 't.outbox_id'])
    .select(['t.actor_user_id', 't.acting_as_user_id'])
    .where('t.assignment_id', '=', assignment.id)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  const rows = await withUserNames(db, entries, { actor_name: 'actor_user_id', acting_as_name: 'acting_as_user_id' });
  const statuses = await statusesOfOrganisation(db, assignment.organisation_id);
  return rows.map((row) => {
    // Only a status the organisation still defines is shown beside an entry.
    const code = row.status_code;
    const known = code !== null && statuses.has(`${assignment.assignment_type}/${code}`);
    const status = known ? describeStatus(statuses, assignment.assignment_type, code, language) : null;
    return {
      id: row.id,
      kind: row.kind,
      system_time: row.created_at,
      actor_name: row.actor_name,
      acting_as_name: row.acting_as_name,
      // Lines the server writes are kept as data: put in words here, in the reader's language.
      ...timelineWords(row.text, language),
      status: status ? { name: status.name, color: status.color } : null,
      message_id: row.kind === 'email' || row.kind === 'sms' ? row.outbox_id : null,
    };
  });
}
