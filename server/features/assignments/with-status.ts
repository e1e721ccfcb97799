import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Assignments joined to their status as their organisation defines it for their type, so a query
 * can select the status's names; a status is keyed by organisation, type and code together.
 */
export function assignmentsWithStatus(db: Kysely<Database>) {
  return db
    .selectFrom('assignments')
    .innerJoin('assignment_statuses', (join) =>
      join
        .onRef('assignment_statuses.organisation_id', '=', 'assignments.organisation_id')
        .onRef('assignment_statuses.assignment_type', '=', 'assignments.assignment_type')
        .onRef('assignment_statuses.code', '=', 'assignments.status_code'),
    );
}
