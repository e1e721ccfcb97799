import type { Kysely } from 'kysely';
import { assignmentTypeName, type AssignmentType } from '../../../contract/assignments.ts';
import type { HeldAssignment } from '../../../contract/distribution.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { describeStatus, statusesOfOrganisation } from './statuses.ts';

/** A member's open work for a manager to choose from, the first due first, each with the version it is at. */
export async function openWorkToChoose(
  db: Kysely<Database>,
  options: { organisationId: string; holderId: string; limit: number; language: Language },
): Promise<HeldAssignment[]> {
  const rows = await db
    .selectFrom('assignments')
    .select(['id', 'assignment_no', 'assignment_type', 'status_code', 'due_date', 'version'])
    .where('organisation_id', '=', options.organisationId)
    .where('assignee_user_id', '=', options.holderId)
    .where('is_final', '=', 0)
    .orderBy('due_date')
    .orderBy('assignment_no')
    .limit(options.limit)
    .execute();
  const statuses = await statusesOfOrganisation(db, options.organisationId);
  return rows.map((row) => ({
    id: row.id,
    assignment_no: row.assignment_no,
    assignment_type: row.assignment_type as AssignmentType,
    type_name: assignmentTypeName(row.assignment_type, options.language),
    status_name: describeStatus(statuses, row.assignment_type, row.status_code, options.language).name,
    due_date: row.due_date,
    version: row.version,
  }));
}

/** The chosen assignments of the organisation as they are now (one the organisation does not have is simply absent). */
export const chosenAssignmentsOf = (db: Kysely<Database>, organisationId: string, ids: readonly string[]) =>
  db
    .selectFrom('assignments')
    .select(['id', 'assignment_no', 'assignment_type', 'assignee_user_id', 'version'])
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', ids)
    .orderBy('assignment_no')
    .execute();

/**
 * Gives each chosen assignment to `toUserId` only while it is still at the version the caller saw,
 * in one statement that bumps each version. Answers the ids that moved: any other was changed by
 * someone meanwhile, and the caller's transaction is to be rolled back rather than move half.
 */
export async function moveChosenAssignments(
  db: Kysely<Database>,
  move: { organisationId: string; chosen: readonly { id: string; version: number }[]; toUserId: string; now: Date },
): Promise<string[]> {
  const moved = await db
    .updateTable('assignments')
    .set((eb) => ({
      assignee_user_id: move.toUserId,
      updated_at: move.now.toISOString(),
      version: eb('version', '+', 1),
    }))
    .where('organisation_id', '=', move.organisationId)
    .where((eb) => eb.or(move.chosen.map((c) => eb.and([eb('id', '=', c.id), eb('version', '=', c.version)]))))
    .returning('id')
    .execute();
  return moved.map((row) => row.id);
}
