import type { Kysely } from 'kysely';
import { BOOKABLE_TYPES } from '../../../contract/schedule.ts';
import type { Database } from '../../db/schema.ts';
import type { AssignmentRow } from './repository.ts';

/** What a message about the assignment's claim may name: the claim's facts and its inspections. */
export interface MessageFacts {
  claim_no: string;
  assignment_no: string;
  plate: string;
  vehicle: string;
  policy_no: string;
  policyholder: string;
  /** YYYY-MM-DD. */
  event_date: string;
  /** The claim's open inspections (bookable work), this assignment first, then by due date. */
  inspections: { id: string; due_date: string }[];
}

export async function messageFactsOf(db: Kysely<Database>, assignment: AssignmentRow): Promise<MessageFacts> {
  const [file, inspections] = await Promise.all([
    db
      .selectFrom('claim_files')
      .select(['claim_file_no', 'plate', 'vehicle_brand', 'vehicle_model', 'policy_no', 'insured_name', 'event_date'])
      .where('id', '=', assignment.claim_file_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('assignments')
      .select(['id', 'due_date'])
      .where('claim_file_id', '=', assignment.claim_file_id)
      .where('assignment_type', 'in', BOOKABLE_TYPES)
      .where('is_final', '=', 0)
      .orderBy('due_date')
      .orderBy('id')
      .execute(),
  ]);
  return {
    claim_no: file.claim_file_no,
    assignment_no: assignment.assignment_no,
    plate: file.plate,
    vehicle: [file.vehicle_brand, file.vehicle_model].filter(Boolean).join(' '),
    policy_no: file.policy_no,
    policyholder: file.insured_name,
    event_date: file.event_date,
    inspections: [
      ...inspections.filter((i) => i.id === assignment.id),
      ...inspections.filter((i) => i.id !== assignment.id),
    ],
  };
}
