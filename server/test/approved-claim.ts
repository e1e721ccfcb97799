import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { noteLine } from './assessment-notes.ts';
import { bearer, type client, signInAs } from './http.ts';
import { ifMatch } from './staff-user.ts';

type Api = ReturnType<typeof client>;

export interface ApprovedClaim {
  claimFileId: string;
  claimFileNo: string;
  trackerCaseId: string;
  assignmentId: string;
}

/**
 * A demo claim followed on the tracker, its assessment note written by the assessor and approved by
 * the manager (a part at `partPrice` bani, 1.5 hours of labour, VAT), and its policyholder's
 * contact an e-mail address: where the claim's money starts.
 */
export async function approvedClaim(db: Kysely<Database>, api: Api, partPrice = 125_000): Promise<ApprovedClaim> {
  const row = await db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .leftJoin('assessment_notes as n', 'n.assignment_id', 'a.id')
    .select(['a.id', 'f.id as claim_file_id', 'f.claim_file_no', 'f.tracker_case_id'])
    .where('a.assignment_type', '=', 'assessment')
    .where('a.is_final', '=', 0)
    .where('n.id', 'is', null)
    .where('a.organisation_id', '=', db.selectFrom('organisations').select('id').where('code', '=', 'DEMO'))
    .orderBy('a.assignment_no')
    .executeTakeFirstOrThrow();
  // Followed on the tracker under its own number, as a claim reported today would be.
  let trackerCaseId = row.tracker_case_id;
  if (!trackerCaseId) {
    trackerCaseId = randomUUID();
    const file = await db
      .selectFrom('claim_files')
      .select('organisation_id')
      .where('id', '=', row.claim_file_id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tracker_cases')
      .values({
        id: trackerCaseId,
        organisation_id: file.organisation_id,
        case_no: row.claim_file_no,
        contact_channel: 'claimant@example.test',
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  await db
    .updateTable('claim_files')
    .set({ contact: 'claimant@example.test', tracker_case_id: trackerCaseId })
    .where('id', '=', row.claim_file_id)
    .execute();
  const part = await db
    .selectFrom('reference_items')
    .select('code')
    .where('list_code', '=', 'vehicle_parts')
    .executeTakeFirstOrThrow();
  const as = async (username: string) => bearer((await signInAs(api, username)).idToken);
  const assessor = await as('assessor');
  const url = `/api/assessments/${row.id}`;
  await api.put(
    `${url}/lines`,
    { lines: [noteLine(part.code, { part_price: partPrice })] },
    { ...assessor, ...ifMatch(0) },
  );
  await api.post(`${url}/submit`, {}, { ...assessor, ...ifMatch(1) });
  const approved = await api.post(`${url}/approve`, {}, { ...(await as('manager')), ...ifMatch(2) });
  if (approved.status !== 200) throw new Error(`The note was not approved: ${JSON.stringify(approved.body)}`);
  return {
    claimFileId: row.claim_file_id,
    claimFileNo: row.claim_file_no,
    trackerCaseId,
    assignmentId: row.id,
  };
}
