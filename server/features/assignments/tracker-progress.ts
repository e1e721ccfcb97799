import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { advanceCaseTo } from '../tracker/index.ts';
import type { AssignmentRow } from './repository.ts';

/**
 * The public step a claim file has reached: the furthest step any of its assignments' current
 * statuses stands for. A claim-level fact, so one internal task closing (the intake team's check,
 * an appointment) never moves the policyholder on by itself, and nothing moves back.
 */
async function stepOfClaimFile(db: Kysely<Database>, claimFileId: string): Promise<number | null> {
  const row = await db
    .selectFrom('assignments as a')
    .innerJoin('assignment_statuses as s', (join) =>
      join
        .onRef('s.organisation_id', '=', 'a.organisation_id')
        .onRef('s.assignment_type', '=', 'a.assignment_type')
        .onRef('s.code', '=', 'a.status_code'),
    )
    .select((eb) => eb.fn.max('s.tracker_step').as('step'))
    .where('a.claim_file_id', '=', claimFileId)
    .executeTakeFirst();
  return row?.step === null || row?.step === undefined ? null : Number(row.step);
}

/**
 * Moves the policyholder's case to the step its claim file has reached, when that is further than
 * where it stands (the tracker words the step for them).
 */
export async function moveTrackerAlong(db: Kysely<Database>, assignment: AssignmentRow, now: Date): Promise<void> {
  const file = await db
    .selectFrom('claim_files')
    .select('tracker_case_id')
    .where('id', '=', assignment.claim_file_id)
    .executeTakeFirst();
  if (!file?.tracker_case_id) return;
  const reached = await stepOfClaimFile(db, assignment.claim_file_id);
  if (reached === null) return;
  await advanceCaseTo(db, { caseId: file.tracker_case_id, organisationId: assignment.organisation_id, reached, now });
}
