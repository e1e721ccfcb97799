import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { Language } from '../../../contract/languages.ts';
import type { TrackerConfig, TrackerEvent } from '../../../contract/tracker.ts';
import type { Database, TrackerCasesTable } from '../../db/schema.ts';

export type TrackerCaseRow = Selectable<TrackerCasesTable>;

export async function findCaseByNumber(db: Kysely<Database>, caseNo: string): Promise<TrackerCaseRow | undefined> {
  return db.selectFrom('tracker_cases').selectAll().where('case_no', '=', caseNo).executeTakeFirst();
}

export async function findCaseById(db: Kysely<Database>, id: string): Promise<TrackerCaseRow | undefined> {
  return db.selectFrom('tracker_cases').selectAll().where('id', '=', id).executeTakeFirst();
}

const StoredConfigSchema = v.record(v.string(), v.unknown());

/** The organisation's tracker texts in a language, with each step's state for a case (or none). */
export async function trackerConfigFor(db: Kysely<Database>, organisationId: string, language: Language, stepIndex: number | null): Promise<TrackerConfig | null> {
  const row = await db.selectFrom('tracker_configs').select('config').where('organisation_id', '=', organisationId).executeTakeFirst();
  if (!row) return null;
  const stored = v.parse(StoredConfigSchema, JSON.parse(row.config));
  const texts = (stored[language] ?? stored.en) as Omit<TrackerConfig, 'config'> & { config: { label: string; icon: string; index: number }[] };
  return {
    ...texts,
    config: texts.config.map((step) => ({
      ...step,
      state: stepIndex === null ? 'pending' : step.index < stepIndex ? 'done' : step.index === stepIndex ? 'current' : 'pending',
    })),
  };
}

/** What a verified visitor sees of their case: the newest event, documents and open requests. */
export async function currentEventOf(db: Kysely<Database>, trackerCase: TrackerCaseRow): Promise<TrackerEvent | null> {
  const event = await db.selectFrom('tracker_events').selectAll().where('case_id', '=', trackerCase.id).orderBy('created_at', 'desc').executeTakeFirst();
  if (!event) return null;
  const documents = await db.selectFrom('registered_documents').selectAll().where('case_id', '=', trackerCase.id).orderBy('system_time').execute();
  const requests = await db
    .selectFrom('document_requests')
    .selectAll()
    .where('case_id', '=', trackerCase.id)
    .where('fulfilled_at', 'is', null)
    .orderBy('system_time')
    .execute();
  return {
    id: event.id,
    event_title: event.event_title,
    event_description: event.event_description,
    process_step_index: event.process_step_index,
    next_step_title: event.next_step_title,
    next_step_description: event.next_step_description,
    action: event.action ? (JSON.parse(event.action) as TrackerEvent['action']) : null,
    displayed_case_no: trackerCase.case_no,
    registered_documents: documents.map(({ id, description, registration_no, registration_date, system_time }) => ({ id, description, registration_no, registration_date, system_time })),
    active_doc_requests: requests.map((r) => ({ key: r.key, system_time: r.system_time, doc_type_names: JSON.parse(r.doc_type_names) as string[] })),
  };
}
