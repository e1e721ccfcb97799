import type { Kysely } from 'kysely';
import { businessDate } from '../../../../contract/business-time.ts';
import { hasRole, ROLES } from '../../../../contract/roles.ts';
import { mayStartAssessmentWith, type NewAssessment } from '../../../../contract/vehicle-search.ts';
import { audit } from '../../../audit/audit.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { actorIds, type Actor } from '../../../http/request-context.ts';
import { rolesOf, type UserRow } from '../../organisations/index.ts';
import { createAssignment, timelineKeyText } from '../index.ts';
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
    const assignmentNo = nextNumber(
      file.claim_file_no,
      existing.map((a) => a.assignment_no),
    );
    const assigneeUserId = isAssessor(rolesOf(user)) ? user.id : null;
    const id = await createAssignment(trx, {
      organisationId: file.organisation_id,
      file,
      assignmentNo,
      type: TYPE,
      status: initial,
      assigneeUserId,
      group,
      isCaseMaster: false,
      today: businessDate(now),
      dueDays: ASSESSMENT_DUE_DAYS,
      created: {
        text: timelineKeyText('timeline.words.assessmentStarted', { claim_file_no: file.claim_file_no }),
        who: actorIds(actor),
      },
      now,
    });
    const after = { assignment_no: assignmentNo, assignee_user_id: assigneeUserId };
    await audit(trx, actor, { action: 'assessment.start', target: file.claim_file_no, before: null, after }, now);
    return { id, assignment_no: assignmentNo };
  });
}
