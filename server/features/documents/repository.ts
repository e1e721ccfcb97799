import type { Kysely, Selectable } from 'kysely';
import type { DocumentInfo } from '../../../contract/documents.ts';
import type { Database, DocumentsTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { assignments } from './assignments-port.ts';
import type { Uploader } from './store-upload.ts';

export type DocumentRow = Selectable<DocumentsTable>;
/**
 * An assignment as stored, the same row the assignments feature reads. It is named from the
 * database type rather than imported from that feature, which builds on this one.
 */
export type AssignmentRow = Selectable<Database['assignments']>;

export const documentInfoOf = (row: DocumentRow): DocumentInfo => ({
  id: row.id,
  doc_type: row.doc_type,
  status: row.status,
  reject_reason: row.reject_reason,
  file_name: row.file_name,
  content_type: row.content_type,
  size: row.size,
  uploaded_by: row.uploaded_by,
  request_key: row.request_key,
  updated_at: row.updated_at,
  received_at: row.received_at ?? null,
  due_date: row.due_date ?? null,
});

export async function documentsOf(db: Kysely<Database>, assignmentIds: string[]): Promise<DocumentInfo[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('assignment_id', 'in', assignmentIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(documentInfoOf);
}

/** What the policyholder sees of their claim's documents on the tracker. */
export async function documentsOfCase(db: Kysely<Database>, caseId: string): Promise<DocumentInfo[]> {
  return documentsOf(db, await assignments().idsOfCase(db, caseId));
}

/** A line on the assignment's timeline about its documents, which also marks the assignment as changed. */
export async function writeDocumentTimeline(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  uploader: Uploader['kind'] | null,
  actor: Actor | null,
  text: string,
  now: Date,
) {
  const who = actor ? actorIds(actor) : { actor_user_id: null, acting_as_user_id: null };
  const line = uploader && uploader !== 'staff' ? `${text} (${uploader})` : text;
  await assignments().noteOnTimeline(db, assignment, who, line, now);
}

export async function findDocumentFor(
  db: Kysely<Database>,
  organisationId: string,
  id: string,
): Promise<{ document: DocumentRow; assignment: AssignmentRow }> {
  const document = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
  const assignment = document ? await assignments().find(db, document.assignment_id, organisationId) : undefined;
  if (!document || !assignment) throw new AppError('not_found', 'error.notFound.document');
  return { document, assignment };
}

/** The tracker's open request for documents by its key, with its assignment, if the case holds it. */
export async function findOpenCaseRequest(
  db: Kysely<Database>,
  caseId: string,
  requestKey: string,
  /** A fulfilled request too: more files for it are taken while what arrived awaits review. */
  options: { fulfilled?: boolean } = {},
): Promise<{ key: string; assignment: AssignmentRow } | undefined> {
  let query = db
    .selectFrom('document_requests')
    .select(['key', 'assignment_id'])
    .where('key', '=', requestKey)
    .where('case_id', '=', caseId);
  if (!options.fulfilled) query = query.where('fulfilled_at', 'is', null);
  const request = await query.executeTakeFirst();
  const assignment = request?.assignment_id ? await assignments().find(db, request.assignment_id) : undefined;
  return request && assignment ? { key: request.key, assignment } : undefined;
}

/** The documents of several assignments in one read, newest first: a claim file shows them all. */
export async function documentsOfAssignments(db: Kysely<Database>, assignmentIds: string[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['id', 'assignment_id', 'doc_type', 'status', 'file_name', 'updated_at'])
    .where('assignment_id', 'in', assignmentIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
