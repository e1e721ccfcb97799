import type { Kysely } from 'kysely';
import type { OutboxFile } from '../outbox/index.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { DocumentStorage } from './storage.ts';

/** A document of the claim that an e-mail may carry: one with a file, not rejected. */
export interface AttachableDocument {
  id: string;
  name: string;
  doc_type: string;
}

const withFiles = (db: Kysely<Database>, assignmentIds: readonly string[]) =>
  db
    .selectFrom('documents')
    .select(['id', 'doc_type', 'file_name', 'content_type', 'storage_key'])
    .where('assignment_id', 'in', assignmentIds)
    .where('storage_key', 'is not', null)
    .where('status', '!=', 'rejected')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');

/** The documents of these assignments (a claim file's) that staff may send by e-mail, newest first. */
export async function attachableDocuments(
  db: Kysely<Database>,
  assignmentIds: readonly string[],
): Promise<AttachableDocument[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await withFiles(db, assignmentIds).execute();
  return rows.map((row) => ({ id: row.id, name: row.file_name ?? row.doc_type, doc_type: row.doc_type }));
}

/**
 * The files of the chosen documents, read from storage, in the order chosen. Any id that is not a
 * sendable document of these assignments refuses the whole message: nothing else goes out.
 */
export async function attachmentsOf(
  db: Kysely<Database>,
  storage: DocumentStorage,
  assignmentIds: readonly string[],
  documentIds: readonly string[],
): Promise<OutboxFile[]> {
  const wanted = [...new Set(documentIds)];
  if (wanted.length === 0) return [];
  const refuse = () =>
    new AppError('validation_failed', 'error.assignment.attachmentNotOfClaim', { field: 'document_ids' });
  if (assignmentIds.length === 0) throw refuse();
  const rows = await withFiles(db, assignmentIds).where('id', 'in', wanted).execute();
  const files: OutboxFile[] = [];
  for (const id of wanted) {
    const row = rows.find((r) => r.id === id);
    const bytes = row?.storage_key ? await storage.get(row.storage_key) : null;
    if (!row || !bytes) throw refuse();
    files.push({
      name: row.file_name ?? row.doc_type,
      type: row.content_type ?? 'application/octet-stream',
      content: Buffer.from(bytes).toString('base64'),
    });
  }
  return files;
}
