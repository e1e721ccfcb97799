import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import { addRequestedDocuments } from './requested-rows.ts';
import type { Database } from '../../db/schema.ts';

/** The document types an organisation asks for, named in both languages. */
export async function addDocumentTypes(
  db: Kysely<Database>,
  organisationId: string,
  types: readonly { name_en: string; name_ro: string }[],
): Promise<void> {
  await db
    .insertInto('document_types')
    .values(types.map((type) => ({ id: randomUUID(), organisation_id: organisationId, ...type })))
    .execute();
}

/**
 * An open request on a tracker case, made before any assignment asked (linkCaseRequestsTo ties it
 * to one later): what the policyholder's upload button answers.
 */
export async function addDemoCaseRequest(
  db: Kysely<Database>,
  request: { caseId: string; names: readonly string[]; labels: Record<Language, readonly string[]>; dueDate: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('document_requests')
    .values({
      key: randomUUID(),
      case_id: request.caseId,
      doc_type_names: JSON.stringify(request.names),
      labels: JSON.stringify(request.labels),
      due_date: request.dueDate,
      system_time: now,
    })
    .execute();
}

/**
 * Makes every request of a case the assignment's, with a "requested" row per document, as if the
 * assignment had asked: its guests then see the documents as tasks.
 */
export async function linkCaseRequestsTo(
  db: Kysely<Database>,
  caseId: string,
  assignmentId: string,
  now: string,
): Promise<void> {
  for (const request of await db.selectFrom('document_requests').selectAll().where('case_id', '=', caseId).execute()) {
    await db
      .updateTable('document_requests')
      .set({ assignment_id: assignmentId })
      .where('key', '=', request.key)
      .execute();
    const names = JSON.parse(request.doc_type_names) as string[];
    await addRequestedDocuments(db, {
      assignmentId,
      requestKey: request.key,
      docTypes: names,
      now: new Date(now),
      dueDate: request.due_date,
    });
  }
}
