import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Actor, actorIds } from '../../http/request-context.ts';
import { recordStatusChange } from './status-stints.ts';
import { moveTrackerAlong } from './tracker-progress.ts';
import { addTimelineEntry, type TimelineWho } from './timeline-writer.ts';
import { movesFrom } from './transitions.ts';

/**
 * A step of the assessment note that stands for a status of its assignment (submitted: the
 * organisation's 'in_progress', approved: 'approved') moves the assignment there when the
 * organisation's transitions allow that step from where it stands, with the same timeline entry,
 * report stint and tracker move as a status change by hand. Where they do not (already there, or
 * the organisation renamed its statuses), nothing moves: the note's own timeline entry still tells.
 * Runs inside the note's transaction, on the assignment as it is now.
 */
export const followNoteStep = (
  db: Kysely<Database>,
  actor: Actor,
  assignmentId: string,
  statusCode: string,
  now: Date,
) => followRecordStep(db, actorIds(actor), assignmentId, statusCode, now);

/**
 * The same move for a step of another record the assignment owns (its inspection booked or
 * cancelled), by whoever took it: staff, or nobody for a policyholder's own booking. `onlyFrom`
 * moves it only out of that status (a cancelled booking takes back "scheduled", never "inspected").
 */
export async function followRecordStep(
  db: Kysely<Database>,
  who: TimelineWho,
  assignmentId: string,
  statusCode: string,
  now: Date,
  onlyFrom?: string,
): Promise<boolean> {
  const assignment = await db.selectFrom('assignments').selectAll().where('id', '=', assignmentId).executeTakeFirst();
  if (!assignment || assignment.status_code === statusCode) return false;
  if (onlyFrom !== undefined && assignment.status_code !== onlyFrom) return false;
  const move = (await movesFrom(db, assignment)).find((m) => m.code === statusCode && m.kind === 'step');
  if (!move) return false;
  const status = await db
    .selectFrom('assignment_statuses')
    .selectAll()
    .where('organisation_id', '=', assignment.organisation_id)
    .where('assignment_type', '=', assignment.assignment_type)
    .where('code', '=', statusCode)
    .executeTakeFirst();
  if (!status) return false;
  const moved = await db
    .updateTable('assignments')
    .set((eb) => ({
      status_code: status.code,
      is_final: status.is_final,
      closed_at: status.is_final ? now.toISOString() : null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', assignment.id)
    // On the assignment as read above: a status changed by hand meanwhile is not overwritten.
    .where('version', '=', assignment.version)
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) return false;
  await addTimelineEntry(db, now, {
    assignmentId: assignment.id,
    who,
    kind: 'status',
    text: '',
    status_code: status.code,
  });
  await recordStatusChange(db, assignment, status.code, now.toISOString());
  if (status.tracker_step !== null) await moveTrackerAlong(db, assignment, now);
  return true;
}
