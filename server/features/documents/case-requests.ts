import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A case's document requests not yet fulfilled, oldest first: what the tracker asks the visitor for. */
export const openRequestsOfCase = (db: Kysely<Database>, caseId: string) =>
  db
    .selectFrom('document_requests')
    .selectAll()
    .where('case_id', '=', caseId)
    .where('fulfilled_at', 'is', null)
    .orderBy('system_time')
    .execute();

/** How every request of a case named its documents (the names and their labels in both languages). */
export const requestNamesOfCase = (db: Kysely<Database>, caseId: string) =>
  db.selectFrom('document_requests').select(['doc_type_names', 'labels']).where('case_id', '=', caseId).execute();

/** The organisation's document types, by their names in both languages. */
export const documentTypeNamesOf = (db: Kysely<Database>, organisationId: string) =>
  db
    .selectFrom('document_types')
    .select(['name_en', 'name_ro'])
    .where('organisation_id', '=', organisationId)
    .execute();
