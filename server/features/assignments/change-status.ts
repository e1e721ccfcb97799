import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { mayChange } from '../../access/assignment-rules.ts';
import { refuseChange, writeTimeline } from './actions.ts';
import type { Actor } from '../../http/request-context.ts';
import type { AssignmentRow } from './repository.ts';
import { bumpVersion, StaleAssignment, type VersionSeen } from './stale.ts';
import { recordStatusChange } from './status-stints.ts';
import { isOwnedStatus, mayMake, movesFrom } from './transitions.ts';
import { moveTrackerAlong } from './tracker-progress.ts';

interface StatusChange {
  status_code: string;
  note?: string | undefined;
  reason?: string | undefined;
}

/**
 * Moves the assignment to another status: only on the version the caller saw, only along the
 * type's transitions, a reopening only by a manager, and a cancelling or reopening only with a
 * reason, which goes on the timeline with the note.
 */
export async function changeStatus(
  db: Kysely<Database>,
  actor: Actor,
  assignment: AssignmentRow,
  input: StatusChange,
  seen: VersionSeen,
  now: Date,
): Promise<void> {
  if (!mayChange(actor.user, assignment)) throw refuseChange();
  // The moves below depend on the status the caller saw; a changed one is for them to see first.
  const expectedVersion = seen();
  if (assignment.version !== expectedVersion) throw new StaleAssignment();
  const status = await db
    .selectFrom('assignment_statuses')
    .selectAll()
    .where('organisation_id', '=', assignment.organisation_id)
    .where('assignment_type', '=', assignment.assignment_type)
    .where('code', '=', input.status_code)
    .executeTakeFirst();
  if (!status)
    throw new AppError('validation_failed', 'error.assignments.unknownStatus', {
      field: 'status_code',
    });
  const moves = await movesFrom(db, assignment);
  const move = moves.find((m) => m.code === status.code);
  if (move && isOwnedStatus(assignment.assignment_type, move.code))
    throw new AppError('conflict', 'error.assignments.statusOwnedByNote', { field: 'status_code' });
  if (!move) {
    const allowed = moves.filter((m) => mayMake(actor.user, m, assignment.assignment_type)).map((m) => m.code);
    throw new AppError(
      'transition_not_allowed',
      allowed.length ? 'error.assignments.transitionNotAllowed' : 'error.assignments.noTransition',
      { field: 'status_code', params: { from: assignment.status_code, to: status.code, allowed } },
    );
  }
  if (!mayMake(actor.user, move, assignment.assignment_type))
    throw new AppError('forbidden', 'error.assignments.reopenManagersOnly', {
      field: 'status_code',
    });
  const reason = input.reason?.trim() ?? '';
  if (move.kind !== 'step' && reason === '') {
    const key = move.kind === 'cancel' ? 'error.assignments.cancelReason' : 'error.assignments.reopenReason';
    throw new AppError('validation_failed', key, { field: 'reason' });
  }
  await db.transaction().execute(async (trx) => {
    const closedAt = status.is_final ? now.toISOString() : null;
    await bumpVersion(trx, assignment.id, expectedVersion, {
      status_code: status.code,
      is_final: status.is_final,
      closed_at: closedAt,
    });
    const text = [reason, input.note?.trim() ?? ''].filter(Boolean).join('\n');
    await writeTimeline(trx, actor, assignment, now, { kind: 'status', text, status_code: status.code });
    await recordStatusChange(trx, assignment, status.code, now.toISOString());
    if (status.tracker_step !== null) await moveTrackerAlong(trx, assignment, now);
  });
}
