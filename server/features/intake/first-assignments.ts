import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays } from '../../../contract/business-time.ts';
import { GUEST_LINK_DAYS } from '../../../contract/guest.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { searchTermsOf, stintOf } from '../assignments/index.ts';

/** Working days a new claim notification has before it is due. */
const INTAKE_DUE_DAYS = 2;
/** An inspection is arranged within the week. */
const INSPECTION_DUE_DAYS = 5;

export type FirstAssignmentType = 'claim_notification' | 'vehicle_inspection';

export interface FirstAssignments {
  organisationId: string;
  fileId: string;
  claimFileNo: string;
  /** What the search finds the assignments by. */
  file: { plate: string; policy_no: string; insured_name: string };
  group: string;
  types: FirstAssignmentType[];
  /** The first entry of each timeline: what happened, in the reporter's words. */
  description: string;
  damagedParts: string[];
  actor: { actor_user_id: string | null; acting_as_user_id: string | null };
  today: string;
  now: Date;
}

/**
 * A new claim file's first work, unassigned in the intake team's pile: the claim notification
 * (the case master, holding the reported parts) and, when asked, the vehicle inspection.
 */
export async function writeFirstAssignments(trx: Kysely<Database>, input: FirstAssignments): Promise<string[]> {
  const at = input.now.toISOString();
  const ids: string[] = [];
  for (const [index, type] of input.types.entries()) {
    const id = timeOrderedId(input.now);
    const assignment = {
      id,
      organisation_id: input.organisationId,
      claim_file_id: input.fileId,
      assignment_no: `${input.claimFileNo}-${index + 1}`,
      assignment_type: type,
      status_code: 'new',
      is_final: 0,
      assignee_user_id: null,
      group_code: input.group,
      guest_key: randomBytes(16).toString('base64url'),
      guest_key_expires_at: addDays(input.today, GUEST_LINK_DAYS),
      due_date: addDays(input.today, type === 'claim_notification' ? INTAKE_DUE_DAYS : INSPECTION_DUE_DAYS),
      is_case_master: index === 0 ? 1 : 0,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto('assignments').values(assignment).execute();
    await trx
      .insertInto('status_stints')
      .values(stintOf(assignment, 'new', at))
      .execute();
    await trx
      .insertInto('assignment_search_terms')
      .values(
        searchTermsOf({ ...assignment, ...input.file, claim_file_no: input.claimFileNo }).map((term) => ({
          organisation_id: input.organisationId,
          term,
          assignment_id: id,
        })),
      )
      .execute();
    await trx
      .insertInto('timeline_entries')
      .values({
        id: timeOrderedId(input.now),
        assignment_id: id,
        kind: 'created',
        ...input.actor,
        text: input.description,
        status_code: 'new',
        outbox_id: null,
        created_at: at,
      })
      .execute();
    if (index === 0 && input.damagedParts.length > 0) {
      await trx
        .insertInto('assessment_note_items')
        .values(
          input.damagedParts.map((part) => ({
            id: randomUUID(),
            assignment_id: id,
            item_guid: part,
            operation: 'reported',
            created_at: at,
          })),
        )
        .execute();
    }
    ids.push(id);
  }
  return ids;
}
