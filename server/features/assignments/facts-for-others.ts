import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AssignmentRow } from './repository.ts';

/**
 * What a booking, a reminder or an agenda line names of its assignment, by assignment id: its number,
 * its claim's number, vehicle and policyholder, and the claim's newest assessment (one click away).
 */
export async function claimFactsOfAssignments(db: Kysely<Database>, assignmentIds: readonly string[]) {
  const wanted = [...new Set(assignmentIds)];
  if (wanted.length === 0) return new Map<string, ClaimFacts>();
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['a.id', 'a.assignment_no', 'f.plate', 'f.claim_file_no', 'f.insured_name'])
    .select((eb) =>
      eb
        .selectFrom('assignments as s')
        .select('s.id')
        .whereRef('s.claim_file_id', '=', 'f.id')
        .where('s.assignment_type', '=', 'assessment')
        .orderBy('s.created_at', 'desc')
        .limit(1)
        .as('assessment_assignment_id'),
    )
    .where('a.id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row): [string, ClaimFacts] => [
      row.id,
      { ...row, assessment_assignment_id: row.assessment_assignment_id ?? null },
    ]),
  );
}

export interface ClaimFacts {
  id: string;
  assignment_no: string;
  plate: string;
  claim_file_no: string;
  insured_name: string;
  assessment_assignment_id: string | null;
}

/** A tracker case's open assignments of these types, oldest first: what its policyholder may book. */
export function openAssignmentsOfCase(
  db: Kysely<Database>,
  trackerCase: { id: string; organisation_id: string },
  types: readonly string[],
): Promise<AssignmentRow[]> {
  return db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .selectAll('a')
    .where('f.tracker_case_id', '=', trackerCase.id)
    .where('a.organisation_id', '=', trackerCase.organisation_id)
    .where('a.assignment_type', 'in', [...types])
    .where('a.is_final', '=', 0)
    .orderBy('a.created_at')
    .orderBy('a.assignment_no')
    .execute();
}

/** Every assignment of the organisation on a claim file of this vehicle (by VIN), with its claim's number. */
export function assignmentsOfVehicle(db: Kysely<Database>, organisationId: string, vin: string) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['a.id', 'a.claim_file_id', 'a.assignment_type', 'a.status_code', 'f.claim_file_no'])
    .where('a.organisation_id', '=', organisationId)
    .where('f.organisation_id', '=', organisationId)
    .where('f.vin', '=', vin)
    .execute();
}
