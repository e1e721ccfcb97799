import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays } from '../../../contract/business-time.ts';
import { GUEST_LINK_DAYS } from '../../../contract/guest.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { searchTermsOf } from './search-terms.ts';
import { stintOf } from './status-stints.ts';
import { addTimelineEntry, type TimelineWho } from './timeline-writer.ts';

export interface AssignmentToCreate {
  organisationId: string;
  /** The claim file it belongs to, with what the search finds it by. */
  file: { id: string; claim_file_no: string; plate: string; policy_no: string; insured_name: string };
  assignmentNo: string;
  type: string;
  status: { code: string; is_final: number };
  assigneeUserId: string | null;
  group: string;
  isCaseMaster: boolean;
  /** Today's business date, and the working days until it is due. */
  today: string;
  dueDays: number;
  /** The first line of its timeline, and who it names. */
  created: { text: string; who: TimelineWho };
  now: Date;
}

/**
 * A new assignment, inside the caller's transaction: its row with a fresh guest link, its first stay
 * in a status for the reports, its search terms and the first line of its timeline. Answers its id.
 */
export async function createAssignment(trx: Kysely<Database>, input: AssignmentToCreate): Promise<string> {
  const at = input.now.toISOString();
  const assignment = {
    id: timeOrderedId(input.now),
    organisation_id: input.organisationId,
    claim_file_id: input.file.id,
    assignment_no: input.assignmentNo,
    assignment_type: input.type,
    status_code: input.status.code,
    is_final: input.status.is_final,
    assignee_user_id: input.assigneeUserId,
    group_code: input.group,
    guest_key: randomBytes(16).toString('base64url'),
    guest_key_expires_at: addDays(input.today, GUEST_LINK_DAYS),
    due_date: addDays(input.today, input.dueDays),
    is_case_master: input.isCaseMaster ? 1 : 0,
    created_at: at,
    updated_at: at,
  };
  await trx.insertInto('assignments').values(assignment).execute();
  await trx
    .insertInto('status_stints')
    .values(stintOf(assignment, input.status.code, at))
    .execute();
  await trx
    .insertInto('assignment_search_terms')
    .values(
      searchTermsOf({ ...input.file, assignment_no: assignment.assignment_no }).map((term) => ({
        organisation_id: input.organisationId,
        term,
        assignment_id: assignment.id,
      })),
    )
    .execute();
  const line = { assignmentId: assignment.id, kind: 'created' as const, status_code: input.status.code };
  await addTimelineEntry(trx, input.now, { ...line, ...input.created }, false);
  return assignment.id;
}
