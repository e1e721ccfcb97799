import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES, type DocumentInfo } from '../../../contract/documents.ts';
import { mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { detectDocumentType, nameForType } from './file-type.ts';
import { documentInfoOf, writeDocumentTimeline, type AssignmentRow } from './repository.ts';
import type { DocumentStorage } from './storage.ts';

/**
 * Who sends a file: a signed-in staff member, or an outside party through a guest link or the tracker.
 * `unasked`: the policyholder adds photos at intake, under a key the claim form gave, before anyone could ask.
 */
export type Uploader = { kind: 'staff'; actor: Actor } | { kind: 'guest' } | { kind: 'tracker'; unasked?: boolean };

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
    throw new AppError('forbidden', 'error.documents.addNotAllowed');
  }
  if (input.bytes.byteLength === 0) throw new AppError('validation_failed', 'error.documents.fileEmpty');
  if (input.bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new AppError('payload_too_large', 'error.documents.fileTooLarge', {
      params: { limit: MAX_UPLOAD_BYTES / 1024 / 1024 },
    });
  const contentType = detectDocumentType(input.bytes);
  if (!contentType) throw new AppError('unsupported_media_type', 'error.documents.wrongFileKind');

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
  const notAsked = () => new AppError('validation_failed', 'error.documents.notAskedFor', { field: 'doc_type' });
  // A guest or policyholder answering a request may send several files for it (the front and back
  // of a licence, several photos), each its own document, up to a limit.
  const moreFiles = async (db: Kysely<Database>) => {
    if (uploader.kind !== 'guest' && uploader.kind !== 'tracker') return null;
    const rows = await db
      .selectFrom('documents')
      .select(['request_key', 'status', 'uploaded_by'])
      .where('assignment_id', '=', assignment.id)
      .where('doc_type', '=', input.docType)
      .execute();
    const answered = rows.find((r) => r.uploaded_by === uploader.kind && r.status === 'received');
    if (!answered) return null;
    if (rows.length >= MAX_FILES_PER_REQUEST)
      throw new AppError('validation_failed', 'error.documents.tooManyFiles', {
        field: 'doc_type',
        params: { limit: MAX_FILES_PER_REQUEST, count: MAX_FILES_PER_REQUEST },
      });
    return { requestKey: answered.request_key };
  };
  const mayAddUnasked = uploader.kind === 'staff' || (uploader.kind === 'tracker' && uploader.unasked === true);
  if (!mayAddUnasked && !(await openRequest(deps.db).executeTakeFirst()) && !(await moreFiles(deps.db)))
    throw notAsked();

  const storageKey = randomUUID();
  // The file first: a row never points at a file that is not there.
  await deps.storage.put(storageKey, input.bytes, contentType);
  const fileName = nameForType(cleanFileName(input.fileName), contentType);
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
      received_at: at,
    } as const;
    const id = requested?.id ?? timeOrderedId(now);
    if (requested) {
      const filled = await trx
        .updateTable('documents')
        .set(values)
        .where('id', '=', requested.id)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      if (Number(filled.numUpdatedRows) !== 1) throw new AppError('conflict', 'error.documents.arrivedMeanwhile');
    } else {
      const more = mayAddUnasked ? null : await moreFiles(trx);
      if (!mayAddUnasked && !more) throw notAsked();
      await trx
        .insertInto('documents')
        .values({
          id,
          assignment_id: assignment.id,
          request_key: more?.requestKey ?? null,
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
    await writeDocumentTimeline(
      trx,
      assignment,
      uploader.kind,
      uploader.kind === 'staff' ? uploader.actor : null,
      `${input.docType}: ${fileName}`,
      now,
    );
    return documentInfoOf(await trx.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}
