import type { Kysely } from 'kysely';
import { formatLei } from '../../../contract/money-text.ts';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { recordNewActivities } from '../notifications/index.ts';
import { findUserById } from '../organisations/index.ts';
import { approversOfNote } from './approval-queue.ts';
import type { NoteChange } from './change-note.ts';
import type { VersionRow } from './repository.ts';

/** Each line names the assessment's number first, in its receiver's language, and leads to the assessment. */
async function tell(trx: Kysely<Database>, change: NoteChange, userId: string, key: string, total: number) {
  const user = await findUserById(trx, userId);
  if (!user) return;
  const words = translate(user.language, key, { total: formatLei(total, user.language) });
  await recordNewActivities(
    trx,
    user.id,
    `${change.assignment.assignment_no} · ${words}`,
    1,
    change.now,
    change.assignment.id,
  );
}

/** A note submitted: every approver who may approve it is told it waits for them. */
export async function tellApprovers(trx: Kysely<Database>, change: NoteChange, version: VersionRow): Promise<void> {
  const total = Number(version.total);
  const approvers = await approversOfNote(trx, change.assignment.organisation_id, {
    total,
    versionId: version.id,
    excluded: [change.actor.user.id, change.actor.realUserId],
  });
  for (const approver of approvers) await tell(trx, change, approver.id, 'assessment.notify.toApprove', total);
}

/**
 * A note approved or returned: whoever submitted it is told (the colleague it was submitted for, and
 * the stand-in who pressed submit), never the approver themself.
 */
export async function tellSubmitter(
  trx: Kysely<Database>,
  change: NoteChange,
  version: VersionRow,
  step: 'approved' | 'returned',
): Promise<void> {
  const acting = new Set([change.actor.user.id, change.actor.realUserId]);
  const told = new Set([version.submitted_by_user_id, version.submitted_by_real_user_id]);
  for (const id of told)
    if (id && !acting.has(id)) await tell(trx, change, id, `assessment.notify.${step}`, Number(version.total));
}
