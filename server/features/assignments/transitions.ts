import type { Kysely } from 'kysely';
import { CANCELLED_STATUS, type AssignmentType, type StatusMove } from '../../../contract/assignments.ts';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../organisations/index.ts';
import { isManager } from '../../access/assignment-rules.ts';

/**
 * Which status may follow which, per assignment type, as every organisation starts: from → the
 * statuses it may move to, in the order they are offered. Moves go forward (a step back only where
 * work really returns, such as documents arriving); a move out of a final status is a reopening.
 */
export const DEFAULT_TRANSITIONS: Record<AssignmentType, Record<string, string[]>> = {
  claim_notification: {
    new: ['in_progress', 'waiting_documents', 'cancelled'],
    in_progress: ['waiting_documents', 'closed', 'cancelled'],
    waiting_documents: ['in_progress', 'closed', 'cancelled'],
    closed: ['in_progress'],
    cancelled: ['in_progress'],
  },
  vehicle_inspection: {
    new: ['scheduled', 'cancelled'],
    // Back to new when its booking is cancelled (schedule moves it so).
    scheduled: ['inspected', 'cancelled', 'new'],
    inspected: ['closed'],
    closed: ['inspected'],
    cancelled: ['new'],
  },
  assessment: {
    new: ['in_progress'],
    in_progress: ['approved', 'rejected'],
    approved: ['closed', 'in_progress'],
    rejected: ['in_progress'],
    closed: ['in_progress'],
  },
  appointment: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['done', 'cancelled', 'new'],
    done: ['confirmed'],
    cancelled: ['new'],
  },
};

export async function seedDefaultTransitions(db: Kysely<Database>, organisationId: string): Promise<void> {
  const rows = Object.entries(DEFAULT_TRANSITIONS).flatMap(([assignment_type, moves]) =>
    Object.entries(moves).flatMap(([from_code, targets]) =>
      targets.map((to_code, sort) => ({ organisation_id: organisationId, assignment_type, from_code, to_code, sort })),
    ),
  );
  await db.insertInto('assignment_status_transitions').values(rows).execute();
}

type Held = { organisation_id: string; assignment_type: string; status_code: string; is_final: number };

/** What a move needs: a reopening (out of a final status) a manager and a reason, a cancelling a reason. */
const moveKind = (from: { is_final: number }, toCode: string): StatusMove['kind'] =>
  from.is_final === 1 ? 'reopen' : toCode === CANCELLED_STATUS ? 'cancel' : 'step';

/** Every move out of the assignment's status, in the order they are offered. */
export async function movesFrom(db: Kysely<Database>, assignment: Held): Promise<StatusMove[]> {
  const rows = await db
    .selectFrom('assignment_status_transitions')
    .select('to_code')
    .where('organisation_id', '=', assignment.organisation_id)
    .where('assignment_type', '=', assignment.assignment_type)
    .where('from_code', '=', assignment.status_code)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({ code: row.to_code, kind: moveKind(assignment, row.to_code) }));
}

/**
 * Statuses only a step of the assignment's own record reaches: an assessment is approved by
 * approving its note (within the approver's limit, never by whoever submitted it), so nobody picks
 * "approved" by hand.
 */
const OWNED_STATUSES: Partial<Record<string, readonly string[]>> = { assessment: ['approved'] };

export const isOwnedStatus = (assignmentType: string, code: string) =>
  OWNED_STATUSES[assignmentType]?.includes(code) ?? false;

/** Moves made by hand: never into an owned status; only a manager reopens. */
export const mayMake = (user: UserRow, move: StatusMove, assignmentType: string) =>
  !isOwnedStatus(assignmentType, move.code) && (move.kind !== 'reopen' || isManager(user));

/** An organisation's transitions, keyed "type/from", for the statuses help page. */
export async function transitionsOfOrganisation(
  db: Kysely<Database>,
  organisationId: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('assignment_status_transitions')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .orderBy('sort')
    .execute();
  const byFrom = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.assignment_type}/${row.from_code}`;
    byFrom.set(key, [...(byFrom.get(key) ?? []), row.to_code]);
  }
  return byFrom;
}
