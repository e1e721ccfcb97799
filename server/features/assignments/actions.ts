import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { assignmentTypeName, type SendMessageRequestSchema } from '../../../contract/assignments.ts';
import type { Database, TimelineEntriesTable } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import type { UserRow } from '../auth/users.ts';
import { enqueueMessage } from '../outbox/repository.ts';
import { recordNewActivities } from '../shell/notifications.ts';
import { mayAssign, mayChange } from './access.ts';
import type { AssignmentRow } from './repository.ts';
import { moveTrackerAlong } from './tracker-progress.ts';
import { businessDate } from './business-day.ts';
import { standInFor } from '../time-off/stand-in.ts';
import { recordStatusChange } from './status-stints.ts';

/** Who acts: the signed-in user, and the real person behind them when impersonating (security.md 18). */
export interface Actor {
  user: UserRow;
  realUserId: string;
}

export const actorIds = (actor: Actor) =>
  actor.realUserId === actor.user.id ? { actor_user_id: actor.user.id, acting_as_user_id: null } : { actor_user_id: actor.realUserId, acting_as_user_id: actor.user.id };

async function writeTimeline(
  db: Kysely<Database>,
  actor: Actor,
  assignment: AssignmentRow,
  now: Date,
  entry: Pick<TimelineEntriesTable, 'kind' | 'text'> & Partial<Pick<TimelineEntriesTable, 'status_code' | 'outbox_id'>>,
) {
  await db
    .insertInto('timeline_entries')
    .values({ id: timeOrderedId(now), assignment_id: assignment.id, ...actorIds(actor), status_code: null, outbox_id: null, ...entry, created_at: now.toISOString() })
    .execute();
  await db.updateTable('assignments').set({ updated_at: now.toISOString() }).where('id', '=', assignment.id).execute();
}

const refuseChange = () => new AppError('forbidden', 'Only the assignee, their group or a manager can change this assignment.');

export async function changeStatus(db: Kysely<Database>, actor: Actor, assignment: AssignmentRow, input: { status_code: string; note?: string }, now: Date): Promise<void> {
  if (!mayChange(actor.user, assignment)) throw refuseChange();
  const status = await db
    .selectFrom('assignment_statuses')
    .selectAll()
    .where('organisation_id', '=', assignment.organisation_id)
    .where('assignment_type', '=', assignment.assignment_type)
    .where('code', '=', input.status_code)
    .executeTakeFirst();
  if (!status) throw new AppError('validation_failed', 'status_code: that status does not exist for this assignment type.');
  if (status.code === assignment.status_code) throw new AppError('validation_failed', 'status_code: the assignment already has that status.');
  await db.transaction().execute(async (trx) => {
    // Only from the status the caller saw: two handlers changing it at once cannot both win.
    const moved = await trx
      .updateTable('assignments')
      .set({ status_code: status.code, is_final: status.is_final, closed_at: status.is_final ? now.toISOString() : null })
      .where('id', '=', assignment.id)
      .where('status_code', '=', assignment.status_code)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('conflict', 'Someone else changed this assignment just now. Reload it and try again.');
    await writeTimeline(trx, actor, assignment, now, { kind: 'status', text: input.note ?? '', status_code: status.code });
    await recordStatusChange(trx, assignment, status.code, now.toISOString());
    if (status.tracker_step !== null) await moveTrackerAlong(trx, assignment, status, now);
  });
}

export async function assign(db: Kysely<Database>, actor: Actor, assignment: AssignmentRow, toUserId: string | null, now: Date): Promise<void> {
  if (!mayAssign(actor.user, assignment, toUserId)) {
    throw new AppError('forbidden', 'Only a manager assigns to others; a group member may take unassigned work or hand theirs back.');
  }
  const chosen = toUserId
    ? await db.selectFrom('users').selectAll().where('id', '=', toUserId).where('organisation_id', '=', assignment.organisation_id).where('locked_at', 'is', null).executeTakeFirst()
    : null;
  if (toUserId && !chosen) throw new AppError('validation_failed', 'user_id: that user cannot hold this assignment.');
  // Work for someone on approved leave goes to their substitute (time off, issue 9).
  const holderId = chosen ? await standInFor(db, chosen.id, businessDate(now)) : null;
  const target = chosen && holderId !== chosen.id ? await db.selectFrom('users').selectAll().where('id', '=', holderId!).executeTakeFirstOrThrow() : chosen;
  if (holderId === assignment.assignee_user_id) throw new AppError('validation_failed', 'user_id: the assignment is already held by that user.');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('assignments').set({ assignee_user_id: holderId }).where('id', '=', assignment.id).execute();
    const standsIn = target && chosen && target.id !== chosen.id ? ` (${chosen.full_name})` : '';
    await writeTimeline(trx, actor, assignment, now, { kind: 'assigned', text: target ? `${target.full_name}${standsIn}` : '' });
    // New work for someone else shows in their notifications (issue 4's real source).
    if (target && target.id !== actor.user.id) {
      await recordNewActivities(trx, target.id, `${assignment.assignment_no} · ${assignmentTypeName(assignment.assignment_type, target.language)}`, 1, now);
    }
  });
}

export async function addNote(db: Kysely<Database>, actor: Actor, assignment: AssignmentRow, text: string, now: Date): Promise<void> {
  if (!mayChange(actor.user, assignment)) throw refuseChange();
  await db.transaction().execute((trx) => writeTimeline(trx, actor, assignment, now, { kind: 'note', text }));
}

const EmailSchema = v.pipe(v.string(), v.email());
const PhoneSchema = v.pipe(v.string(), v.regex(/^\+?[0-9 ]{8,16}$/));

/** An e-mail or SMS to someone on the claim, sent through the outbox and kept on the timeline. */
export async function sendMessage(db: Kysely<Database>, actor: Actor, assignment: AssignmentRow, input: v.InferOutput<typeof SendMessageRequestSchema>, now: Date): Promise<string> {
  if (!mayChange(actor.user, assignment)) throw refuseChange();
  if (input.channel === 'email' && !v.is(EmailSchema, input.to)) throw new AppError('validation_failed', 'to: enter an e-mail address such as name@example.com.');
  if (input.channel === 'sms' && !v.is(PhoneSchema, input.to)) throw new AppError('validation_failed', 'to: enter a phone number such as +40 721 000 000.');
  const subject = input.channel === 'email' ? input.subject || `${assignment.assignment_no}` : '';
  return db.transaction().execute(async (trx) => {
    const outboxId = await enqueueMessage(trx, now, { channel: input.channel, recipient: input.to.replace(/ /g, input.channel === 'sms' ? '' : ' '), subject, body: input.text });
    await writeTimeline(trx, actor, assignment, now, { kind: input.channel, text: input.channel === 'email' ? `${input.to}: ${subject}` : input.to, outbox_id: outboxId });
    return outboxId;
  });
}
