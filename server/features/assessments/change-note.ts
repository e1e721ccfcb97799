import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import type { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { staleVersion } from '../../http/version.ts';
import { noteAnswer } from './answer.ts';
import { type AssignmentRow, userNamesOf } from './deps.ts';
import { freshPricing } from './pricing.ts';
import { findNote, findVersion, type VersionRow } from './repository.ts';
import { assessmentSettingsOf } from './settings.ts';

/** Everything a change of a note is made with. */
export interface NoteChange {
  db: Kysely<Database>;
  actor: Actor;
  assignment: AssignmentRow;
  language: Language;
  now: Date;
}

type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

/** 409 `conflict` with the note as this user sees it now, and who changed it last. */
async function noteConflict(change: NoteChange): Promise<AppError> {
  const { db, actor, assignment, language } = change;
  const current = await noteAnswer(db, actor.user, assignment, language);
  const note = await findNote(db, assignment.id);
  const names = await userNamesOf(db, [note?.updated_by_user_id ?? null]);
  return staleVersion(current, current.version, {
    changed_by: note?.updated_by_user_id ? (names.get(note.updated_by_user_id) ?? null) : null,
    changed_at: note?.updated_at ?? null,
  });
}

/**
 * Makes one change of a note on the version the caller saw (`expected`, from If-Match), in one
 * transaction whose first write takes that version: of two changes on one version exactly one goes
 * through, the other gets the note as it is now. Version 0 is a note not yet started: the first save
 * creates it, and of two first saves the unique assignment of a note lets one in. A refusal thrown
 * by `write` undoes the whole change, the version included.
 */
export async function changeNote(
  change: NoteChange,
  expected: number,
  write: (trx: Kysely<Database>, note: NoteRow, version: VersionRow) => Promise<void>,
): Promise<number> {
  const { db, actor, assignment, now } = change;
  const at = now.toISOString();
  const { settings } = await assessmentSettingsOf(db, assignment.organisation_id);
  const taken = await db.transaction().execute(async (trx) => {
    if (expected === 0) {
      const noteId = randomUUID();
      const created = await trx
        .insertInto('assessment_notes')
        .values({
          id: noteId,
          organisation_id: assignment.organisation_id,
          assignment_id: assignment.id,
          current_version_no: 1,
          version: 1,
          created_at: at,
          updated_at: at,
          updated_by_user_id: actor.realUserId,
        })
        .onConflict((oc) => oc.column('assignment_id').doNothing())
        .executeTakeFirst();
      if (Number(created.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
      await trx
        .insertInto('assessment_note_versions')
        .values({
          id: randomUUID(),
          note_id: noteId,
          version_no: 1,
          state: 'draft',
          ...(await freshPricing(trx, assignment, settings)),
          created_by_user_id: actor.realUserId,
          created_at: at,
        })
        .execute();
    } else {
      const bumped = await trx
        .updateTable('assessment_notes')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: at, updated_by_user_id: actor.realUserId }))
        .where('assignment_id', '=', assignment.id)
        .where('version', '=', expected)
        .executeTakeFirst();
      if (Number(bumped.numUpdatedRows) !== 1) return undefined;
    }
    const note = (await findNote(trx, assignment.id)) as NoteRow;
    const version = (await findVersion(trx, note.id, note.current_version_no)) as VersionRow;
    await write(trx, note, version);
    return note.version;
  });
  if (taken === undefined) throw await noteConflict(change);
  return taken;
}
