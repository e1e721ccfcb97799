import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import { GUEST_LINK_DAYS } from '../../../contract/guest.ts';
import { hasRole, ROLES } from '../../../contract/roles.ts';
import { mayStartAssessmentWith, type NewAssessment } from '../../../contract/vehicle-search.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { rolesOf, type UserRow } from '../auth/index.ts';
import { searchTermsOf, stintOf } from '../assignments/index.ts';
import type { ClaimFileRecord } from './repository.ts';

/** An assessment is done within the week, as an inspection is. */
const ASSESSMENT_DUE_DAYS = 5;
const TYPE = 'assessment';

const isAssessor = (roles: string[]) => hasRole(roles, ROLES.assessor) || hasRole(roles, ROLES.assessorManager);

/** Who may start an assessment: the organisation's own staff who assess, manage assessors or manage. */
export function mayStartAssessment(user: UserRow): boolean {
  return user.is_external === 0 && mayStartAssessmentWith(rolesOf(user));
}

/** The number after the file's highest `<file>-<n>` (numbers of removed assignments are never reused). */
function nextNumber(claimFileNo: string, numbers: string[]): string {
  const taken = numbers.map((no) => Number(no.slice(claimFileNo.length + 1))).filter(Number.isInteger);
  return `${claimFileNo}-${Math.max(0, ...taken) + 1}`;
}

/**
 * A new assessment on a claim file: in the organisation's first assessment status, due in five
 * days, assigned to the caller when they assess (otherwise unassigned, in the file's group), on
 * the timeline and in the audit log. Refused while the file has an open assessment (a
 * supplementary assessment is a new version of that note, not a second assignment). The file's
 * row is locked first, so two callers at once cannot both start one.
 */
export async function startAssessment(
  db: Kysely<Database>,
  input: { file: ClaimFileRecord; actor: Actor; now: Date },
): Promise<NewAssessment> {
  const { file, actor, now } = input;
  const user = actor.user;
  if (!mayStartAssessment(user)) throw new AppError('forbidden', 'error.assessment.startNotAllowed');
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('claim_files')
      .set((eb) => ({ claim_file_no: eb.ref('claim_file_no') }))
      .where('id', '=', file.id)
      .execute();
    const existing = await trx
      .selectFrom('assignments')
      .select(['assignment_no', 'assignment_type', 'is_final', 'is_case_master', 'group_code'])
      .where('claim_file_id', '=', file.id)
      .execute();
    const open = existing.find((a) => a.assignment_type === TYPE && a.is_final === 0);
    if (open)
      throw new AppError('conflict', 'error.assessment.alreadyOpen', { params: { assignment_no: open.assignment_no } });
    const initial = await trx
      .selectFrom('assignment_statuses')
      .select(['code', 'is_final'])
      .where('organisation_id', '=', file.organisation_id)
      .where('assignment_type', '=', TYPE)
      .orderBy('sort')
      .executeTakeFirst();
    const master = existing.find((a) => a.is_case_master === 1) ?? existing[0];
    const group = master?.group_code ?? user.work_group;
    if (!initial || !group) throw new AppError('conflict', 'error.assessment.cannotStart');
    const at = now.toISOString();
    const today = businessDate(now);
    const assignment = {
      id: timeOrderedId(now),
      organisation_id: file.organisation_id,
      claim_file_id: file.id,
      assignment_no: nextNumber(
        file.claim_file_no,
        existing.map((a) => a.assignment_no),
      ),
      assignment_type: TYPE,
      status_code: initial.code,
      is_final: initial.is_final,
      assignee_user_id: isAssessor(rolesOf(user)) ? user.id : null,
      group_code: group,
      guest_key: randomBytes(16).toString('base64url'),
      guest_key_expires_at: addDays(today, GUEST_LINK_DAYS),
      due_date: addDays(today, ASSESSMENT_DUE_DAYS),
      is_case_master: 0,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto('assignments').values(assignment).execute();
    await trx
      .insertInto('status_stints')
      .values(stintOf(assignment, initial.code, at))
      .execute();
    await trx
      .insertInto('assignment_search_terms')
      .values(
        searchTermsOf({ ...assignment, ...file }).map((term) => ({
          organisation_id: file.organisation_id,
          term,
          assignment_id: assignment.id,
        })),
      )
      .execute();
    await trx
      .insertInto('timeline_entries')
      .values({
        id: timeOrderedId(now),
        assignment_id: assignment.id,
        kind: 'created',
        ...actorIds(actor),
        text: `Assessment started on claim file ${file.claim_file_no}`,
        status_code: initial.code,
        outbox_id: null,
        created_at: at,
      })
      .execute();
    const after = { assignment_no: assignment.assignment_no, assignee_user_id: assignment.assignee_user_id };
    await audit(trx, actor, { action: 'assessment.start', target: file.claim_file_no, before: null, after }, now);
    return { id: assignment.id, assignment_no: assignment.assignment_no };
  });
}
