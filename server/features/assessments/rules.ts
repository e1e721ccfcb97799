import { hasRole, ROLES } from '../../../contract/roles.ts';
import { isManager, mayChange } from '../../access/assignment-rules.ts';
import type { AssignmentsTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { rolesOf, type UserRow } from '../organisations/index.ts';

type Held = Pick<AssignmentsTable, 'assignee_user_id' | 'group_code' | 'is_final'>;

/**
 * Who works on assessment notes, among the staff of the assignment's organisation (another
 * organisation's assignment is not found at all; every member of staff reads):
 * - assessor managers and managers oversee every assessment: they edit, approve and return;
 * - an assessor edits and submits the notes of assessments they may change (theirs or their group's);
 * - nobody changes the note of an assignment that is closed.
 */
export const isApprover = (user: UserRow) => hasRole(rolesOf(user), ROLES.assessorManager) || isManager(user);

const mayAssess = (user: UserRow, assignment: Held) =>
  isApprover(user) || (hasRole(rolesOf(user), ROLES.assessor) && mayChange(user, assignment));

export const mayWork = (user: UserRow, assignment: Held) => assignment.is_final === 0 && mayAssess(user, assignment);

export const mayApprove = (user: UserRow, assignment: Held) => assignment.is_final === 0 && isApprover(user);

function requireOpen(assignment: Held): void {
  if (assignment.is_final === 1) throw new AppError('conflict', 'error.assessment.assignmentClosed');
}

export function requireWorker(user: UserRow, assignment: Held): void {
  if (!mayAssess(user, assignment)) throw new AppError('forbidden', 'error.assessment.notAllowed');
  requireOpen(assignment);
}

export function requireApprover(user: UserRow, assignment: Held): void {
  if (!isApprover(user)) throw new AppError('forbidden', 'error.assessment.approverRole');
  requireOpen(assignment);
}
