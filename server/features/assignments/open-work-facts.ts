import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The open assignments among these ids that belong to the organisation, by id: their number, the
 * claim's number and vehicle, and who holds them. What a list of work elsewhere (the start page's
 * inspections and notes) names and leads to; closed or another organisation's are left out.
 */
export async function openWorkFacts(db: Kysely<Database>, organisationId: string, assignmentIds: readonly string[]) {
  const wanted = [...new Set(assignmentIds)];
  if (wanted.length === 0) return new Map<string, OpenWorkFacts>();
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['a.id', 'a.assignment_no', 'a.assignee_user_id', 'f.claim_file_no', 'f.plate'])
    .where('a.organisation_id', '=', organisationId)
    .where('a.is_final', '=', 0)
    .where('a.id', 'in', wanted)
    .execute();
  return new Map(rows.map((row): [string, OpenWorkFacts] => [row.id, row]));
}

export interface OpenWorkFacts {
  id: string;
  assignment_no: string;
  assignee_user_id: string | null;
  claim_file_no: string;
  plate: string;
}
