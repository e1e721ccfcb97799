import type { Kysely } from 'kysely';
import { mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { writeDocumentTimeline, type AssignmentRow, type DocumentRow } from './repository.ts';

/** Accepts or rejects what arrived for a document, on the assignment's timeline. */
export async function reviewDocument(
  db: Kysely<Database>,
  actor: Actor,
  found: { document: DocumentRow; assignment: AssignmentRow },
  review: { status: 'accepted' | 'rejected'; reject_reason?: string },
  now: Date,
): Promise<void> {
  if (!mayChange(actor.user, found.assignment)) throw new AppError('forbidden', 'error.documents.reviewNotAllowed');
  if (!found.document.storage_key)
    throw new AppError('validation_failed', 'error.documents.nothingUploaded', { field: 'status' });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('documents')
      .set({
        status: review.status,
        reject_reason: review.status === 'rejected' ? (review.reject_reason ?? null) : null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', found.document.id)
      .execute();
    await writeDocumentTimeline(
      trx,
      found.assignment,
      null,
      actor,
      `${found.document.doc_type}: ${review.status}${review.status === 'rejected' ? ` (${review.reject_reason})` : ''}`,
      now,
    );
  });
}
