import type { Kysely } from 'kysely';
import { mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { addWorkingDays, businessDate } from '../../../contract/business-time.ts';
import { assignments } from './assignments-port.ts';
import { writeDocumentTimeline, type AssignmentRow, type DocumentRow } from './repository.ts';
import { DOCUMENTS_DUE_IN_WORKING_DAYS } from './request-documents.ts';
import { tellRejected, type TrackerLinkOf } from './request-mail.ts';

/** The rejected document's name as its request gave it in each language (JSON { en, ro } of one name), or null. */
function labelsOfOne(request: { doc_type_names: string; labels: string | null } | undefined, name: string) {
  if (!request?.labels) return null;
  const at = (JSON.parse(request.doc_type_names) as string[]).indexOf(name);
  const labels = JSON.parse(request.labels) as Record<'en' | 'ro', string[]>;
  return at < 0 ? null : JSON.stringify({ en: [labels.en[at] ?? name], ro: [labels.ro[at] ?? name] });
}

/**
 * Accepts or rejects what arrived for a document, on the assignment's timeline. A rejection of what
 * a policyholder or guest sent asks for it again, under the same request, due in a working week
 * from today, and tells the policyholder why and by when. Answers the address told, if any.
 */
export async function reviewDocument(
  deps: { db: Kysely<Database>; trackerLink: TrackerLinkOf },
  actor: Actor,
  found: { document: DocumentRow; assignment: AssignmentRow },
  review: { status: 'accepted' | 'rejected'; reject_reason?: string },
  now: Date,
): Promise<string | null> {
  const { db } = deps;
  if (!mayChange(actor.user, found.assignment)) throw new AppError('forbidden', 'error.documents.reviewNotAllowed');
  if (!found.document.storage_key)
    throw new AppError('validation_failed', 'error.documents.nothingUploaded', { field: 'status' });
  return db.transaction().execute(async (trx) => {
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
    let told: string | null = null;
    if (review.status === 'rejected' && sentFromOutside) {
      const at = now.toISOString();
      const due = addWorkingDays(businessDate(now), DOCUMENTS_DUE_IN_WORKING_DAYS);
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
          due_date: due,
        })
        .execute();
      const key = found.document.request_key;
      if (key)
        await trx
          .updateTable('document_requests')
          .set({ fulfilled_at: null, due_date: due })
          .where('key', '=', key)
          .execute();
      const request = key
        ? await trx
            .selectFrom('document_requests')
            .select(['doc_type_names', 'labels'])
            .where('key', '=', key)
            .executeTakeFirst()
        : undefined;
      told = await tellRejected(trx, {
        trackerLink: deps.trackerLink,
        actor,
        assignment: found.assignment,
        rejected: {
          name: found.document.doc_type,
          labels: labelsOfOne(request, found.document.doc_type),
          reason: review.reject_reason ?? '',
          due,
          tracked: (await assignments().trackerCaseOf(trx, found.assignment)) !== null,
        },
        now,
      });
    }
    await writeDocumentTimeline(
      trx,
      found.assignment,
      null,
      actor,
      `${found.document.doc_type}: ${review.status}${review.status === 'rejected' ? ` (${review.reject_reason})` : ''}`,
      now,
    );
    return told;
  });
}
