import type { Kysely, Updateable } from 'kysely';
import type { AssignmentsTable, Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * The assignment changed since the caller read it. The route answers it with the current
 * assignment (assignmentConflict); anywhere else it is still the 409 it stands for.
 */
export class StaleAssignment extends AppError {
  constructor() {
    super('conflict', 'error.assignments.stale');
  }
}

/**
 * The version a change was made on, asked for only once the change is known to be the caller's
 * to make (a refusal comes before a missing If-Match).
 */
export type VersionSeen = () => number;

/**
 * Applies a change to the assignment only while it is still at the version the caller saw, and
 * bumps the version in the same statement: of two simultaneous changes on one version, one wins.
 */
export async function bumpVersion(
  db: Kysely<Database>,
  assignmentId: string,
  expectedVersion: number,
  changes: Omit<Updateable<AssignmentsTable>, 'version'>,
): Promise<void> {
  const updated = await db
    .updateTable('assignments')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', assignmentId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new StaleAssignment();
}
