import type { Kysely } from 'kysely';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import type { ReassignResult } from '../../../contract/absences.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { mayHold } from '../../../contract/distribution.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { addTimelineEntries, chosenAssignmentsOf, moveChosenAssignments } from '../assignments/index.ts';
import { recordManyNewActivities } from '../notifications/index.ts';
import { activeUserOf, rolesOf } from '../organisations/index.ts';
import { standInFor } from '../time-off/index.ts';

interface MoveChosen {
  /** The manager who moves them: every assignment and the colleague are of their organisation. */
  actor: Actor;
  toUserId: string;
  /** Each assignment on the version the manager's page showed. */
  chosen: readonly { id: string; version: number }[];
  now: Date;
}

const numbersOf = (rows: readonly { assignment_no: string }[]) => rows.map((r) => r.assignment_no);
const changedMeanwhile = (rows: readonly { assignment_no: string }[]) =>
  new AppError('conflict', 'error.manager.chosenChanged', {
    field: 'assignments',
    params: { numbers: numbersOf(rows) },
  });

/**
 * Moves the assignments a manager chose to one colleague (or to the colleague's stand-in while they
 * are on approved leave), in one transaction: all of them or none. Each must still be at the version
 * the page showed, and of a kind the receiver's roles may hold; each move goes on its timeline and
 * into the receiver's notifications.
 */
export async function moveChosenWork(db: Kysely<Database>, input: MoveChosen): Promise<ReassignResult> {
  const { actor, now } = input;
  const organisationId = actor.user.organisation_id;
  // The same assignment twice counts once, on the version named first.
  const seen = new Map<string, number>();
  for (const c of input.chosen) if (!seen.has(c.id)) seen.set(c.id, c.version);
  const chosen = [...seen].map(([id, version]) => ({ id, version }));

  return db.transaction().execute(async (trx) => {
    const colleague = await activeUserOf(trx, organisationId, input.toUserId);
    if (!colleague) throw new AppError('validation_failed', 'error.manager.toCannotHold', { field: 'to_user_id' });
    const holderId = await standInFor(trx, colleague.id, businessDate(now));
    const holder = holderId === colleague.id ? colleague : await activeUserOf(trx, organisationId, holderId);
    if (!holder)
      throw new AppError('validation_failed', 'error.manager.toIsAway', {
        field: 'to_user_id',
        params: { name: colleague.full_name },
      });

    const rows = await chosenAssignmentsOf(trx, organisationId, [...seen.keys()]);
    // Another organisation's assignment is not found, as everywhere else.
    if (rows.length !== seen.size)
      throw new AppError('not_found', 'error.manager.chosenNotFound', { field: 'assignments' });
    const stale = rows.filter((r) => r.version !== seen.get(r.id));
    if (stale.length > 0) throw changedMeanwhile(stale);
    const roles = rolesOf(holder);
    const unsuitable = rows.filter((r) => !mayHold(roles, r.assignment_type));
    if (unsuitable.length > 0)
      throw new AppError('validation_failed', 'error.manager.toLacksRole', {
        field: 'to_user_id',
        params: { name: holder.full_name, numbers: numbersOf(unsuitable) },
      });
    const held = rows.filter((r) => r.assignee_user_id === holder.id);
    if (held.length > 0)
      throw new AppError('validation_failed', 'error.manager.alreadyHolds', {
        field: 'to_user_id',
        params: { name: holder.full_name, numbers: numbersOf(held) },
      });

    const moved = new Set(await moveChosenAssignments(trx, { organisationId, chosen, toUserId: holder.id, now }));
    // Another manager moved one between the read and the move: move nothing rather than part.
    if (moved.size !== rows.length) throw changedMeanwhile(rows.filter((r) => !moved.has(r.id)));

    const text = holder.id === colleague.id ? holder.full_name : `${holder.full_name} (${colleague.full_name})`;
    const who = actorIds(actor);
    await addTimelineEntries(
      trx,
      now,
      rows.map((r) => ({ assignmentId: r.id, kind: 'assigned', who, text })),
    );
    if (holder.id !== actor.user.id) {
      const activities = rows.map((r) => ({
        name: `${r.assignment_no} · ${assignmentTypeName(r.assignment_type, holder.language)}`,
        count: 1,
        assignmentId: r.id,
      }));
      await recordManyNewActivities(trx, holder.id, activities, now);
    }
    return { moved: rows.length, kept: 0, to_full_name: holder.full_name };
  });
}
