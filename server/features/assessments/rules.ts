import { hasRole, hasRoleEndingWith, MANAGER_ROLE_SUFFIX, ROLES } from '../../../contract/roles.ts';
import { AppError } from '../../errors.ts';
import { rolesOf, type UserRow } from '../auth/index.ts';

/**
 * Who works on assessment notes, among the staff of the assignment's organisation (another
 * organisation's assignment is not found at all): assessors, their managers and any manager edit;
 * only assessor managers and managers approve or return. Every member of staff reads.
 */
export const mayApprove = (user: UserRow) => {
  const roles = rolesOf(user);
  return hasRole(roles, ROLES.assessorManager) || hasRoleEndingWith(roles, MANAGER_ROLE_SUFFIX);
};

export const mayWork = (user: UserRow) => mayApprove(user) || hasRole(rolesOf(user), ROLES.assessor);

export function requireWorker(user: UserRow): void {
  if (!mayWork(user)) throw new AppError('forbidden', 'error.assessment.notAllowed');
}

export function requireApprover(user: UserRow): void {
  if (!mayApprove(user)) throw new AppError('forbidden', 'error.assessment.approverRole');
}
