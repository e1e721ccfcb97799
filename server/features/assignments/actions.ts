import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { assignmentTypeName, type SendMessageRequestSchema } from '../../../contract/assignments.ts';
import type { Database, TimelineEntriesTable } from '../../db/schema.ts';
import { mayHold } from '../../../contract/distribution.ts';
import { activeUserOf, findUserById, rolesOf } from '../organisations/index.ts';
import { addTimelineEntry } from './timeline-writer.ts';
import { AppError } from '../../errors.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { attachmentsOf, type DocumentStorage } from '../documents/index.ts';
import { claimContactAt } from './claim-contacts.ts';
import { assignmentIdsOfFile } from './claim-files/for-settlement.ts';
import { recordNewActivities } from '../notifications/index.ts';
import { mayAssign, mayChange } from '../../access/assignment-rules.ts';
import type { AssignmentRow } from './repository.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { standInFor } from '../time-off/index.ts';
import { bumpVersion, StaleAssignment, type VersionSeen } from './stale.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';

/** An entry on the assignment's timeline, which also marks the assignment as updated. */
export async function writeTimeline(
  db: Kysely<Database>,
  actor: Actor,
  assignment: AssignmentRow,
  now: Date,
  entry: Pick<TimelineEntriesTable, 'kind' | 'text'> & Partial<Pick<TimelineEntriesTable, 'status_code' | 'outbox_id'>>,
) {
  await addTimelineEntry(db, now, { assignmentId: assignment.id, who: actorIds(actor), ...entry });
}

export const refuseChange = () => new AppError('forbidden', 'error.assignments.changeNotAllowed');

/**
 * Gives the assignment to someone (or back to its group), on the version the caller saw: a page's
 * If-Match, or the row just read when a manager moves a desk's work.
 */
export async function assign(
  db: Kysely<Database>,
  actor: Actor,
  assignment: AssignmentRow,
  toUserId: string | null,
  now: Date,
  seen: VersionSeen = () => assignment.version,
): Promise<void> {
  if (!mayAssign(actor.user, assignment, toUserId)) {
    throw new AppError('forbidden', 'error.assignments.assignNotAllowed');
  }
  const expectedVersion = seen();
  if (assignment.version !== expectedVersion) throw new StaleAssignment();
  const chosen = toUserId ? await activeUserOf(db, assignment.organisation_id, toUserId) : null;
  if (toUserId && !chosen)
    throw new AppError('validation_failed', 'error.assignments.assigneeCannotHold', { field: 'user_id' });
  // Work goes only to someone whose role is for that kind of work (an assessment to an assessor).
  if (chosen && !mayHold(rolesOf(chosen), assignment.assignment_type))
    throw new AppError('validation_failed', 'error.assignments.assigneeLacksRole', {
      field: 'user_id',
      params: { name: chosen.full_name },
    });
  // Work for someone on approved leave goes to the substitute they named, who is there to do it.
  const holderId = chosen ? await standInFor(db, chosen.id, businessDate(now)) : null;
  const target =
    chosen && holderId !== null && holderId !== chosen.id ? ((await findUserById(db, holderId)) ?? chosen) : chosen;
  if (target && chosen && target.id !== chosen.id && !mayHold(rolesOf(target), assignment.assignment_type))
    throw new AppError('validation_failed', 'error.assignments.standInLacksRole', {
      field: 'user_id',
      params: { name: chosen.full_name, substitute: target.full_name },
    });
  if (holderId === assignment.assignee_user_id)
    throw new AppError('validation_failed', 'error.assignments.alreadyHeld', { field: 'user_id' });
  await db.transaction().execute(async (trx) => {
    await bumpVersion(trx, assignment.id, expectedVersion, { assignee_user_id: holderId });
    const standsIn = target && chosen && target.id !== chosen.id ? ` (${chosen.full_name})` : '';
    await writeTimeline(trx, actor, assignment, now, {
      kind: 'assigned',
      text: target ? `${target.full_name}${standsIn}` : '',
    });
    // New work for someone else shows in their notifications, so they learn of it without looking.
    if (target && target.id !== actor.user.id) {
      await recordNewActivities(
        trx,
        target.id,
        `${assignment.assignment_no} · ${assignmentTypeName(assignment.assignment_type, target.language)}`,
        1,
        now,
        assignment.id,
      );
    }
  });
}

export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  assignment: AssignmentRow,
  text: string,
  now: Date,
): Promise<void> {
  if (!mayChange(actor.user, assignment)) throw refuseChange();
  await db.transaction().execute((trx) => writeTimeline(trx, actor, assignment, now, { kind: 'note', text }));
}

const EmailSchema = v.pipe(v.string(), v.email());
const PhoneSchema = v.pipe(v.string(), v.regex(/^\+?[0-9 ]{8,16}$/));

/**
 * An e-mail or SMS to a person of the claim (only to the claim's own contacts), carrying the chosen
 * documents of the claim, sent through the outbox and kept on the timeline with the files' names.
 */
export async function sendMessage(
  deps: { db: Kysely<Database>; storage: DocumentStorage },
  actor: Actor,
  assignment: AssignmentRow,
  input: v.InferOutput<typeof SendMessageRequestSchema>,
  now: Date,
): Promise<string> {
  const { db } = deps;
  if (!mayChange(actor.user, assignment)) throw refuseChange();
  if (input.channel === 'email' && !v.is(EmailSchema, input.to))
    throw new AppError('validation_failed', 'error.assignments.emailAddress', { field: 'to' });
  if (input.channel === 'sms' && !v.is(PhoneSchema, input.to))
    throw new AppError('validation_failed', 'error.assignments.phoneNumber', { field: 'to' });
  if (!(await claimContactAt(db, assignment, input.channel, input.to)))
    throw new AppError('validation_failed', 'error.assignment.recipientNotOfClaim', { field: 'to' });
  if (input.channel === 'sms' && input.document_ids.length > 0)
    throw new AppError('validation_failed', 'error.assignment.attachmentsByEmail', { field: 'document_ids' });
  const ofFile = await assignmentIdsOfFile(db, assignment.claim_file_id);
  const files = await attachmentsOf(db, deps.storage, ofFile, input.document_ids);
  const subject = input.channel === 'email' ? input.subject || `${assignment.assignment_no}` : '';
  const carried = files.length > 0 ? ` (${files.map((f) => f.name).join(', ')})` : '';
  return db.transaction().execute(async (trx) => {
    const outboxId = await enqueueMessage(trx, now, {
      channel: input.channel,
      recipient: input.to.replace(/ /g, input.channel === 'sms' ? '' : ' '),
      subject,
      body: input.text,
      files,
    });
    await writeTimeline(trx, actor, assignment, now, {
      kind: input.channel,
      text: input.channel === 'email' ? `${input.to}: ${subject}${carried}` : input.to,
      outbox_id: outboxId,
    });
    return outboxId;
  });
}
