import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the assignment holds this document with its file (not a bare request), so it can be shown. */
export async function hasUploadedFile(db: Kysely<Database>, assignmentId: string, documentId: string) {
  const document = await db
    .selectFrom('documents')
    .select('id')
    .where('id', '=', documentId)
    .where('assignment_id', '=', assignmentId)
    .where('file_name', 'is not', null)
    .executeTakeFirst();
  return document !== undefined;
}
