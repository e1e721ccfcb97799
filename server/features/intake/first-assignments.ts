import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordReportedParts } from '../assessments/index.ts';
import { createAssignment } from '../assignments/index.ts';

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
  const ids: string[] = [];
  for (const [index, type] of input.types.entries()) {
    const id = await createAssignment(trx, {
      organisationId: input.organisationId,
      file: { ...input.file, id: input.fileId, claim_file_no: input.claimFileNo },
      assignmentNo: `${input.claimFileNo}-${index + 1}`,
      type,
      status: { code: 'new', is_final: 0 },
      assigneeUserId: null,
      group: input.group,
      isCaseMaster: index === 0,
      today: input.today,
      dueDays: type === 'claim_notification' ? INTAKE_DUE_DAYS : INSPECTION_DUE_DAYS,
      created: { text: input.description, who: input.actor },
      now: input.now,
    });
    if (index === 0) await recordReportedParts(trx, id, input.damagedParts, input.now);
    ids.push(id);
  }
  return ids;
}
