import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

/** One awaited document per name of a request: no file yet, to be sent by the request's key. */
export async function addRequestedDocuments(
  db: Kysely<Database>,
  input: { assignmentId: string; requestKey: string; docTypes: readonly string[]; now: Date; dueDate: string | null },
): Promise<void> {
  const at = input.now.toISOString();
  await db
    .insertInto('documents')
    .values(
      input.docTypes.map((docType) => ({
        id: timeOrderedId(input.now),
        assignment_id: input.assignmentId,
        request_key: input.requestKey,
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
        due_date: input.dueDate,
      })),
    )
    .execute();
}
