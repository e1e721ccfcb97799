import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import type { AssignmentRow } from '../assignments/index.ts';
import { writeDocumentTimeline } from './repository.ts';

/**
 * Asks for documents on an assignment: open "requested" rows that guests see as tasks, and, when
 * the claim has a tracker case, a document request that shows the policyholder an upload button.
 */
export async function requestDocuments(
  db: Kysely<Database>,
  actor: Actor,
  assignment: AssignmentRow,
  names: string[],
  now: Date,
): Promise<void> {
  if (!mayChange(actor.user, assignment)) throw new AppError('forbidden', 'error.documents.requestNotAllowed');
  const unique = [...new Set(names)];
  const key = randomBytes(16).toString('base64url');
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const file = await trx
      .selectFrom('claim_files')
      .select('tracker_case_id')
      .where('id', '=', assignment.claim_file_id)
      .executeTakeFirstOrThrow();
    if (file.tracker_case_id) {
      await trx
        .insertInto('document_requests')
        .values({
          key,
          case_id: file.tracker_case_id,
          doc_type_names: JSON.stringify(unique),
          system_time: at,
          fulfilled_at: null,
          assignment_id: assignment.id,
        })
        .execute();
    }
    await trx
      .insertInto('documents')
      .values(
        unique.map((docType) => ({
          id: timeOrderedId(now),
          assignment_id: assignment.id,
          request_key: key,
          doc_type: docType,
          status: 'requested' as const,
          reject_reason: null,
          file_name: null,
          content_type: null,
          size: null,
          storage_key: null,
          uploaded_by: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await writeDocumentTimeline(trx, assignment, null, actor, unique.join(', '), now);
  });
}
