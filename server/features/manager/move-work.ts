import type { Kysely } from 'kysely';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import { MOVE_BATCH, type ReassignResult } from '../../../contract/absences.ts';
import type { Database } from '../../db/schema.ts';
import { typesHeldBy } from '../../../contract/distribution.ts';
import { activeUserOf, rolesOf } from '../organisations/index.ts';
import { AppError } from '../../errors.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { addTimelineEntries, moveHeldWork, openWorkHeldBy, openWorkOfOtherKinds } from '../assignments/index.ts';
import { recordManyNewActivities } from '../notifications/index.ts';
import { standInFor } from '../time-off/index.ts';
import { teamOf } from './team.ts';

interface MoveWork {
  /** The manager who moves it: both people are members of their team. */
  actor: Actor;
  fromUserId: string;
  toUserId: string;
  /** Only overdue work, or all the open work the person holds. */
  onlyOverdue: boolean;
  now: Date;
}

/**
 * Moves up to MOVE_BATCH of a member's open assignments to a colleague (or to the colleague's
 * stand-in while they are on approved leave, as a single assignment would go), each with its
 * timeline entry and the new holder's notification, each kind written in one statement. Only work
 * the receiver's roles may hold moves; the rest stays and is counted. One transaction: all of it
 * moves or none.
 */
export async function moveOpenWork(db: Kysely<Database>, input: MoveWork): Promise<ReassignResult> {
  const { actor, now } = input;
  const team = await teamOf(db, actor.user);
  const inTeam = (id: string) => team.members.some((m) => m.id === id);
  if (!inTeam(input.fromUserId))
    throw new AppError('validation_failed', 'error.manager.fromNotInTeam', { field: 'from_user_id' });
  if (!inTeam(input.toUserId) || input.toUserId === input.fromUserId)
    throw new AppError('validation_failed', 'error.manager.toNotInTeam', { field: 'to_user_id' });

  const organisationId = actor.user.organisation_id;
  const day = businessDate(now);
  return db.transaction().execute(async (trx) => {
    const activeColleague = (id: string) => activeUserOf(trx, organisationId, id);
    const chosen = await activeColleague(input.toUserId);
    if (!chosen)
      throw new AppError('validation_failed', 'error.manager.toCannotHold', {
        field: 'to_user_id',
      });
    const holderId = await standInFor(trx, chosen.id, day);
    const holder = holderId === chosen.id ? chosen : await activeColleague(holderId);
    if (!holder || holder.id === input.fromUserId) {
      throw new AppError('validation_failed', 'error.manager.toIsAway', {
        field: 'to_user_id',
        params: { name: chosen.full_name },
      });
    }

    const types = typesHeldBy(rolesOf(holder));
    if (types.length === 0)
      throw new AppError('validation_failed', 'error.manager.toHoldsNothing', {
        field: 'to_user_id',
        params: { name: holder.full_name },
      });
    const held = { organisationId, holderId: input.fromUserId, dueBefore: input.onlyOverdue ? day : null, types };
    const kept = await openWorkOfOtherKinds(trx, held);
    const work = await openWorkHeldBy(trx, { ...held, limit: MOVE_BATCH });
    if (work.length === 0) return { moved: 0, kept, to_full_name: holder.full_name };

    const ids = work.map((w) => w.id);
    const moved = await moveHeldWork(trx, { ids, fromUserId: input.fromUserId, toUserId: holder.id, now });
    // Someone took one of them between the read and the move: move nothing rather than half.
    if (moved !== ids.length) {
      throw new AppError('conflict', 'error.manager.workChangedHands');
    }
    const text = holder.id === chosen.id ? holder.full_name : `${holder.full_name} (${chosen.full_name})`;
    const who = actorIds(actor);
    await addTimelineEntries(
      trx,
      now,
      work.map((w) => ({ assignmentId: w.id, kind: 'assigned', who, text })),
    );
    if (holder.id !== actor.user.id) {
      const activities = work.map((w) => ({
        name: `${w.assignment_no} · ${assignmentTypeName(w.assignment_type, holder.language)}`,
        count: 1,
        assignmentId: w.id,
      }));
      await recordManyNewActivities(trx, holder.id, activities, now);
    }
    return { moved: work.length, kept, to_full_name: holder.full_name };
  });
}
