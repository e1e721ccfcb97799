import type { Kysely, Selectable } from 'kysely';
import type { Party } from '../../../../contract/claim-file.ts';
import type { EventInput } from '../../../../contract/claim-file-page.ts';
import type { ClaimFilesTable, Database } from '../../../db/schema.ts';
import { timeOrderedId } from '../../../db/time-ordered-id.ts';
import { AppError } from '../../../errors.ts';
import { nameIn, userNamesOf, withUserNames } from '../../organisations/index.ts';
import { messagesById } from '../../outbox/index.ts';
import { LISTED_COLUMNS } from '../listed-columns.ts';

export type ClaimFileRecord = Selectable<ClaimFilesTable>;

/** The event details of a claim file, as the page shows them and an edit replaces them. */
export const eventOf = (file: ClaimFileRecord) => ({
  event_date: file.event_date,
  event_time: file.event_time,
  event_place: file.event_place,
  event_county: file.event_county,
  event_country: file.event_country,
  description: file.description,
  police_report_no: file.police_report_no,
  damage: file.damage,
});

/**
 * A claim file of the caller's organisation, by number. Another organisation's file answers
 * exactly like one that does not exist, so a number tells nothing about other insurers' claims.
 */
export async function findClaimFileFor(
  db: Kysely<Database>,
  organisationId: string,
  claimFileNo: string,
): Promise<ClaimFileRecord> {
  const row = await db
    .selectFrom('claim_files')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('claim_file_no', '=', claimFileNo)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'error.notFound.claimFile');
  return row;
}

export async function partiesOf(db: Kysely<Database>, claimFileId: string) {
  return db
    .selectFrom('claim_parties')
    .select([
      'id',
      'role',
      'name',
      'phone',
      'email',
      'address',
      'plate',
      'vehicle',
      'insurer',
      'insurer_policy_no',
      'remark',
    ])
    .where('claim_file_id', '=', claimFileId)
    .orderBy('sort')
    .execute();
}

/** Every assignment of a file with its assignee's name, case master first, then by number. */
export async function assignmentsOfFile(db: Kysely<Database>, claimFileId: string) {
  const rows = await db
    .selectFrom('assignments as a')
    .select([...LISTED_COLUMNS, 'a.group_code', 'a.due_date', 'a.is_case_master', 'a.assignee_user_id'])
    .where('a.claim_file_id', '=', claimFileId)
    .orderBy('a.is_case_master', 'desc')
    .orderBy('a.assignment_no')
    .execute();
  const names = await userNamesOf(
    db,
    rows.map((row) => row.assignee_user_id),
  );
  return rows.map((row) => ({ ...row, assignee_name: nameIn(names, row.assignee_user_id) }));
}

/** The timelines of many assignments in one read, newest first, with the message each e-mail or SMS sent. */
export async function timelinesOf(db: Kysely<Database>, assignmentIds: string[]) {
  if (assignmentIds.length === 0) return [];
  const unnamed = await db
    .selectFrom('timeline_entries as t')
    .select(['t.id', 't.assignment_id', 't.kind', 't.created_at', 't.text', 't.status_code', 't.outbox_id'])
    .select(['t.actor_user_id', 't.acting_as_user_id'])
    .where('t.assignment_id', 'in', assignmentIds)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  const entries = await withUserNames(db, unnamed, {
    actor_name: 'actor_user_id',
    acting_as_name: 'acting_as_user_id',
  });
  const messages = await messagesById(
    db,
    entries.flatMap((entry) => (entry.outbox_id ? [entry.outbox_id] : [])),
  );
  return entries.map((entry) => {
    const message = entry.outbox_id ? messages.get(entry.outbox_id) : undefined;
    return { ...entry, recipient: message?.recipient ?? null, subject: message?.subject ?? null };
  });
}

/**
 * Moves the file to its next version with the given changes, only while it is still at the
 * version the caller saw: of two simultaneous changes on one version, one wins. False when stale.
 */
export async function bumpClaimFile(db: Kysely<Database>, id: string, expected: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('claim_files')
    .set((eb) => ({ updated_at: now.toISOString(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The event's fields as the caller gave them (the version is moved by bumpClaimFile). */
export async function setEvent(db: Kysely<Database>, claimFileId: string, input: EventInput): Promise<void> {
  await db.updateTable('claim_files').set(input).where('id', '=', claimFileId).execute();
}

/** The file's people become exactly this list, in this order. */
export async function replaceParties(db: Kysely<Database>, claimFileId: string, parties: Party[], now: Date) {
  await db.deleteFrom('claim_parties').where('claim_file_id', '=', claimFileId).execute();
  if (parties.length === 0) return;
  await db
    .insertInto('claim_parties')
    .values(parties.map((party, sort) => ({ ...party, id: timeOrderedId(now), claim_file_id: claimFileId, sort })))
    .execute();
}
