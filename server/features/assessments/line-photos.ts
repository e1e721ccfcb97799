import type { Kysely } from 'kysely';
import type { LinePhotoInput, LinePhotoLinks } from '../../../contract/assessment-photos.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { NoteChange } from './change-note.ts';
import { hasUploadedFile } from './deps.ts';
import { knownParts } from './repository.ts';
import { requireWorker } from './rules.ts';

/** Every photo link of an assessment assignment, in the order the photos were linked. */
export async function linePhotosOf(db: Kysely<Database>, assignmentId: string): Promise<LinePhotoLinks> {
  const rows = await db
    .selectFrom('assessment_line_photos')
    .select(['document_id', 'item_guid', 'occurrence'])
    .where('assignment_id', '=', assignmentId)
    .orderBy('created_at')
    .orderBy('document_id')
    .execute();
  return { photos: rows.map((row) => ({ ...row, occurrence: Number(row.occurrence) })) };
}

/**
 * Links an uploaded document of this assignment to a line of its note, so the photo is listed with
 * its part after a reload and on any computer. A document is linked once; linking it again is a no-op.
 */
export async function linkLinePhoto(change: NoteChange, input: LinePhotoInput): Promise<void> {
  const { db, actor, assignment, now } = change;
  requireWorker(actor.user, assignment);
  if (assignment.assignment_type !== 'assessment') throw new AppError('not_found', 'error.assessment.notAssessment');
  if (!(await hasUploadedFile(db, assignment.id, input.document_id)))
    throw new AppError('not_found', 'error.assessment.photoDocument', { field: 'document_id' });
  if (!(await knownParts(db, [input.item_guid])).has(input.item_guid))
    throw new AppError('validation_failed', 'error.assessment.unknownPart', { field: 'item_guid' });
  await db
    .insertInto('assessment_line_photos')
    .values({ ...input, assignment_id: assignment.id, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('document_id').doNothing())
    .execute();
}
