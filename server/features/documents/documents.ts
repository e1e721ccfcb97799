import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { MAX_UPLOAD_BYTES, type DocumentInfo } from '../../../contract/documents.ts';
import type { Database, DocumentsTable } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import { mayChange } from '../assignments/index.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import type { AssignmentRow } from '../assignments/index.ts';
import { detectDocumentType } from './file-type.ts';
import type { DocumentStorage } from './storage.ts';

export type DocumentRow = Selectable<DocumentsTable>;
/** Who sends a file: a signed-in staff member, or an outside party through a guest link or the tracker. */
export type Uploader = { kind: 'staff'; actor: Actor } | { kind: 'guest' } | { kind: 'tracker' };

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
  const assignments = await db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select('a.id')
    .where('f.tracker_case_id', '=', caseId)
    .execute();
  return documentsOf(
    db,
    assignments.map((a) => a.id),
  );
}

async function writeTimeline(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  uploader: Uploader | null,
  actor: Actor | null,
  text: string,
  now: Date,
) {
  const who = actor ? actorIds(actor) : { actor_user_id: null, acting_as_user_id: null };
  await db
    .insertInto('timeline_entries')
    .values({
      id: timeOrderedId(now),
      assignment_id: assignment.id,
      kind: 'document',
      ...who,
      text: uploader && uploader.kind !== 'staff' ? `${text} (${uploader.kind})` : text,
      status_code: null,
      outbox_id: null,
      created_at: now.toISOString(),
    })
    .execute();
  await db.updateTable('assignments').set({ updated_at: now.toISOString() }).where('id', '=', assignment.id).execute();
}

/** A file name fit to show and to offer for download: its last part, printable, not too long. */
const cleanFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 200) || 'document';

/**
 * Stores an upload for an assignment. The file's own bytes decide whether it is accepted (images
 * and PDF), never its name or the type the client claims. It fills the open request for that
 * document when there is one; a request whose documents have all arrived stops showing as open.
 */
export async function storeUpload(
  deps: { db: Kysely<Database>; storage: DocumentStorage },
  input: {
    assignment: AssignmentRow;
    docType: string;
    bytes: Uint8Array;
    fileName: string;
    uploader: Uploader;
    requestKey?: string;
    now: Date;
  },
): Promise<DocumentInfo> {
  const { assignment, uploader, now } = input;
  if (uploader.kind === 'staff' && !mayChange(uploader.actor.user, assignment)) {
    throw new AppError(
      'forbidden',
      'Only the assignee, their group or a manager can add documents to this assignment.',
    );
  }
  if (input.bytes.byteLength === 0) throw new AppError('validation_failed', 'The file is empty.');
  if (input.bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new AppError('payload_too_large', `A file has at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  const contentType = detectDocumentType(input.bytes);
  if (!contentType)
    throw new AppError(
      'unsupported_media_type',
      'Only photos (JPEG, PNG, WebP) and PDF files are accepted, and this file is neither, whatever its name says.',
    );

  const openRequest = (db: Kysely<Database>) => {
    let query = db
      .selectFrom('documents')
      .selectAll()
      .where('assignment_id', '=', assignment.id)
      .where('doc_type', '=', input.docType)
      .where('status', '=', 'requested');
    if (input.requestKey) query = query.where('request_key', '=', input.requestKey);
    return query;
  };
  // Outside parties answer what was asked of them; staff may add any document.
  const notAsked = () =>
    new AppError('validation_failed', 'doc_type: that document is not asked for, or has arrived already.');
  if (uploader.kind !== 'staff' && !(await openRequest(deps.db).executeTakeFirst())) throw notAsked();

  const storageKey = randomUUID();
  // The file first: a row never points at a file that is not there.
  await deps.storage.put(storageKey, input.bytes, contentType);
  const fileName = cleanFileName(input.fileName);
  const status = uploader.kind === 'staff' ? 'uploaded' : 'received';
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    // Read again inside the transaction: two uploads for one request cannot both fill it.
    const requested = await openRequest(trx).orderBy('created_at').executeTakeFirst();
    const values = {
      status,
      file_name: fileName,
      content_type: contentType,
      size: input.bytes.byteLength,
      storage_key: storageKey,
      uploaded_by: uploader.kind,
      reject_reason: null,
      updated_at: at,
    } as const;
    const id = requested?.id ?? timeOrderedId(now);
    if (requested) {
      const filled = await trx
        .updateTable('documents')
        .set(values)
        .where('id', '=', requested.id)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      if (Number(filled.numUpdatedRows) !== 1)
        throw new AppError('conflict', 'This document arrived from someone else just now. Reload to see it.');
    } else {
      if (uploader.kind !== 'staff') throw notAsked();
      await trx
        .insertInto('documents')
        .values({
          id,
          assignment_id: assignment.id,
          request_key: null,
          doc_type: input.docType,
          created_at: at,
          ...values,
        })
        .execute();
    }
    const requestKey = requested?.request_key;
    if (requestKey) {
      const stillOpen = await trx
        .selectFrom('documents')
        .select('id')
        .where('request_key', '=', requestKey)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      if (!stillOpen)
        await trx.updateTable('document_requests').set({ fulfilled_at: at }).where('key', '=', requestKey).execute();
    }
    await writeTimeline(
      trx,
      assignment,
      uploader,
      uploader.kind === 'staff' ? uploader.actor : null,
      `${input.docType}: ${fileName}`,
      now,
    );
    return documentInfoOf(await trx.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

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
): Promise<string> {
  if (!mayChange(actor.user, assignment))
    throw new AppError('forbidden', 'Only the assignee, their group or a manager can ask for documents.');
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
    await writeTimeline(trx, assignment, null, actor, unique.join(', '), now);
  });
  return key;
}

export async function findDocumentFor(
  db: Kysely<Database>,
  organisationId: string,
  id: string,
): Promise<{ document: DocumentRow; assignment: AssignmentRow }> {
  const document = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
  const assignment = document
    ? await db
        .selectFrom('assignments')
        .selectAll()
        .where('id', '=', document.assignment_id)
        .where('organisation_id', '=', organisationId)
        .executeTakeFirst()
    : undefined;
  if (!document || !assignment) throw new AppError('not_found', 'There is no such document.');
  return { document, assignment };
}

export async function reviewDocument(
  db: Kysely<Database>,
  actor: Actor,
  found: { document: DocumentRow; assignment: AssignmentRow },
  review: { status: 'accepted' | 'rejected'; reject_reason?: string },
  now: Date,
): Promise<DocumentInfo> {
  if (!mayChange(actor.user, found.assignment))
    throw new AppError('forbidden', 'Only the assignee, their group or a manager can review documents.');
  if (!found.document.storage_key)
    throw new AppError('validation_failed', 'status: nothing has been uploaded for this document yet.');
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
    await writeTimeline(
      trx,
      found.assignment,
      null,
      actor,
      `${found.document.doc_type}: ${review.status}${review.status === 'rejected' ? ` (${review.reject_reason})` : ''}`,
      now,
    );
  });
  return documentInfoOf(
    await db.selectFrom('documents').selectAll().where('id', '=', found.document.id).executeTakeFirstOrThrow(),
  );
}
