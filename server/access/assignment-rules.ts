import { hasRoleEndingWith, MANAGER_ROLE_SUFFIX } from '../../contract/roles.ts';
import type { AssignmentsTable } from '../db/schema.ts';
import { rolesOf, type UserRow } from '../features/organisations/index.ts';

/**
 * Who may do what with an assignment of their own organisation (the organisation itself is
 * checked by every query, so another organisation's assignment is simply not found):
 * - everyone on the organisation's staff reads it;
 * - its assignee, anyone in its group and managers change its status, add notes and send messages;
 * - managers assign it to anyone; a group member may take an unassigned one or hand theirs back.
 */
type Held = Pick<AssignmentsTable, 'assignee_user_id' | 'group_code' | 'is_final'>;

export const isManager = (user: UserRow) => hasRoleEndingWith(rolesOf(user), MANAGER_ROLE_SUFFIX);
const inGroup = (user: UserRow, assignment: Held) =>
  user.work_group !== null && user.work_group === assignment.group_code;

export function mayChange(user: UserRow, assignment: Held): boolean {
  return isManager(user) || assignment.assignee_user_id === user.id || inGroup(user, assignment);
}

export function mayAssign(user: UserRow, assignment: Held, toUserId: string | null): boolean {
  if (isManager(user)) return true;
  if (!inGroup(user, assignment) && assignment.assignee_user_id !== user.id) return false;
  const takesUnassigned = assignment.assignee_user_id === null && toUserId === user.id;
  const handsBack = assignment.assignee_user_id === user.id && toUserId === null;
  return takesUnassigned || handsBack;
}
