import * as v from 'valibot';
import { ASSIGNMENT_TYPES, type AssignmentType } from './assignments.ts';
import { MOVE_BATCH } from './absences.ts';
import { idField } from './fields.ts';
import { hasRole, hasRoleEndingWith, MANAGER_ROLE_SUFFIX, ROLES } from './roles.ts';

/**
 * Who may hold which work: an assessment needs an assessor's role, a claim notification or an
 * appointment a claims handler's or manager's role (an organisation's own roles ending so), and an
 * inspection either. The site offers only such people and the server refuses anyone else.
 */
export const HANDLER_ROLE_SUFFIX = '.handler';

const handles = (roles: readonly string[]) =>
  hasRoleEndingWith(roles, HANDLER_ROLE_SUFFIX) || hasRoleEndingWith(roles, MANAGER_ROLE_SUFFIX);
const assesses = (roles: readonly string[]) => hasRole(roles, ROLES.assessor) || hasRole(roles, ROLES.assessorManager);

const HOLDERS: Record<AssignmentType, (roles: readonly string[]) => boolean> = {
  claim_notification: handles,
  appointment: handles,
  vehicle_inspection: (roles) => handles(roles) || assesses(roles),
  assessment: assesses,
};

export const mayHold = (roles: readonly string[], type: string): boolean =>
  (HOLDERS as Record<string, (roles: readonly string[]) => boolean>)[type]?.(roles) ?? false;

/** The kinds of work someone with these roles may hold, in the product's order. */
export const typesHeldBy = (roles: readonly string[]): AssignmentType[] =>
  ASSIGNMENT_TYPES.filter((type) => mayHold(roles, type));

/** GET /api/manager/colleagues: who may be given work, by full name, with the kinds they may hold. */
export const ColleagueSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  types: v.array(v.picklist(ASSIGNMENT_TYPES)),
});
export type Colleague = v.InferOutput<typeof ColleagueSchema>;
export const ColleaguesSchema = v.array(ColleagueSchema);

/** GET /api/manager/work?holder_id=: a member's open work to choose from, the first due first, with versions. */
export const HeldWorkQuerySchema = v.object({ holder_id: idField() });
export const HeldAssignmentSchema = v.object({
  id: v.string(),
  assignment_no: v.string(),
  assignment_type: v.picklist(ASSIGNMENT_TYPES),
  type_name: v.string(),
  status_name: v.string(),
  due_date: v.string(),
  version: v.number(),
});
export type HeldAssignment = v.InferOutput<typeof HeldAssignmentSchema>;
export const HeldWorkSchema = v.array(HeldAssignmentSchema);

/** POST /api/manager/move: the chosen assignments, each on the version the page showed, to one colleague. */
export const MoveChosenSchema = v.object({
  to_user_id: idField(),
  assignments: v.pipe(
    v.array(v.object({ id: idField(), version: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
    v.minLength(1, 'error.manager.chooseAssignments'),
    v.maxLength(MOVE_BATCH, 'error.manager.tooManyChosen'),
  ),
});
export type MoveChosen = v.InferOutput<typeof MoveChosenSchema>;
