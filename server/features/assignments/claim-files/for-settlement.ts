import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ClaimFileRecord } from './repository.ts';

/** A claim file by its id (the caller checked the organisation on the way to it). */
export function claimFileById(db: Kysely<Database>, id: string): Promise<ClaimFileRecord | undefined> {
  return db.selectFrom('claim_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The claim file a policyholder's tracker case follows. */
export function claimFileOfTrackerCase(db: Kysely<Database>, caseId: string): Promise<ClaimFileRecord | undefined> {
  return db.selectFrom('claim_files').selectAll().where('tracker_case_id', '=', caseId).executeTakeFirst();
}

/** The claim files of an organisation by number, for lists that show them. */
export async function claimFileNumbersOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('claim_files')
    .select(['id', 'claim_file_no'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.claim_file_no]));
}

/**
 * Each file's handling assignment (its case master, else its first): whose work the file's money is,
 * for the worklist, the handler's warnings and the reports by handler.
 */
export async function handlingAssignmentsOf(db: Kysely<Database>, claimFileIds: readonly string[]) {
  if (claimFileIds.length === 0) return new Map<string, HandlingAssignment>();
  const rows = await db
    .selectFrom('assignments')
    .select([
      'id',
      'claim_file_id',
      'assignment_no',
      'assignee_user_id',
      'group_code',
      'is_case_master',
      'is_final',
      'organisation_id',
    ])
    .where('claim_file_id', 'in', [...new Set(claimFileIds)])
    .orderBy('is_case_master', 'desc')
    .orderBy('assignment_no')
    .execute();
  const byFile = new Map<string, HandlingAssignment>();
  for (const row of rows) if (!byFile.has(row.claim_file_id)) byFile.set(row.claim_file_id, row);
  return byFile;
}
export interface HandlingAssignment {
  id: string;
  claim_file_id: string;
  assignment_no: string;
  assignee_user_id: string | null;
  group_code: string;
  is_final: number;
  organisation_id: string;
}

/** The ids of a claim file's assignments. */
export async function assignmentIdsOfFile(db: Kysely<Database>, claimFileId: string): Promise<string[]> {
  const rows = await db.selectFrom('assignments').select('id').where('claim_file_id', '=', claimFileId).execute();
  return rows.map((row) => row.id);
}
