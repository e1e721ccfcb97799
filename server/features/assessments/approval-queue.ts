import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listUsers, rolesOf, type UserRow } from '../organisations/index.ts';
import { isApprover } from './rules.ts';
import { approvalLimitOf, assessmentSettingsOf } from './settings.ts';

/** A submitted note as its approvers' lists name it. */
export interface WaitingNote {
  assignment_id: string;
  version_no: number;
  total: number;
  submitted_at: string | null;
  submitted_by_user_id: string | null;
}

/**
 * The current versions, submitted, of the organisation's notes that this person may approve, oldest
 * submission first: within their limit, neither submitted nor written by them (in person or as the
 * colleague they stand in for). The same rules approveNote holds, read for many notes at once.
 */
export async function notesAwaitingApprovalOf(
  db: Kysely<Database>,
  user: UserRow,
  realUserId: string,
  limit = 50,
): Promise<WaitingNote[]> {
  if (!isApprover(user)) return [];
  const { settings } = await assessmentSettingsOf(db, user.organisation_id);
  const upTo = approvalLimitOf(settings, rolesOf(user));
  const people = [...new Set([user.id, realUserId])];
  const rows = await db
    .selectFrom('assessment_note_versions as v')
    .innerJoin('assessment_notes as n', (join) =>
      join.onRef('n.id', '=', 'v.note_id').onRef('n.current_version_no', '=', 'v.version_no'),
    )
    .select(['n.assignment_id', 'v.version_no', 'v.total', 'v.submitted_at', 'v.submitted_by_user_id'])
    .where('n.organisation_id', '=', user.organisation_id)
    .where('v.state', '=', 'submitted')
    .where('v.total', '<=', upTo)
    .where((eb) =>
      eb.and([
        eb.or([eb('v.submitted_by_user_id', 'is', null), eb('v.submitted_by_user_id', 'not in', people)]),
        eb.or([eb('v.submitted_by_real_user_id', 'is', null), eb('v.submitted_by_real_user_id', 'not in', people)]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('assessment_line_editors as e')
              .select('e.user_id')
              .whereRef('e.note_version_id', '=', 'v.id')
              .where('e.user_id', 'in', people),
          ),
        ),
      ]),
    )
    .orderBy('v.submitted_at')
    .orderBy('n.assignment_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/**
 * Who may approve a note just submitted: the organisation's active approvers whose limit covers
 * its total and who neither submitted nor wrote it. They are told it waits for them.
 */
export async function approversOfNote(
  db: Kysely<Database>,
  organisationId: string,
  note: { total: number; versionId: string; excluded: readonly string[] },
): Promise<UserRow[]> {
  const { settings } = await assessmentSettingsOf(db, organisationId);
  const editors = await db
    .selectFrom('assessment_line_editors')
    .select('user_id')
    .where('note_version_id', '=', note.versionId)
    .execute();
  const out = new Set([...note.excluded, ...editors.map((e) => e.user_id)]);
  return (await listUsers(db, organisationId)).filter(
    (u) =>
      u.locked_at === null && !out.has(u.id) && isApprover(u) && approvalLimitOf(settings, rolesOf(u)) >= note.total,
  );
}
