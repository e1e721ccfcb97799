import type { Kysely } from 'kysely';
import { mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { writeDocumentTimeline, type AssignmentRow, type DocumentRow } from './repository.ts';

/** Accepts or rejects what arrived for a document, on the assignment's timeline; a rejection from outside asks again. */
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
    // What a policyholder or guest sent and was not accepted is asked for again, under the same
    // request: their page offers to send it again, and the request is open until it arrives.
    const sentFromOutside = found.document.uploaded_by === 'guest' || found.document.uploaded_by === 'tracker';
    if (review.status === 'rejected' && sentFromOutside) {
      const at = now.toISOString();
      await trx
        .insertInto('documents')
        .values({
          id: timeOrderedId(now),
          assignment_id: found.assignment.id,
          request_key: found.document.request_key,
          doc_type: found.document.doc_type,
          status: 'requested',
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (found.document.request_key)
        await trx
          .updateTable('document_requests')
          .set({ fulfilled_at: null })
          .where('key', '=', found.document.request_key)
          .execute();
    }
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
