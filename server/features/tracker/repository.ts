import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { Language } from '../../../contract/languages.ts';
import type { TrackerConfig, TrackerEvent } from '../../../contract/tracker.ts';
import { prepared } from '../../db/prepared.ts';
import { eventTextsIn, labelsIn } from './event-texts.ts';
import { sanitizeEventHtml } from './sanitize-event-html.ts';
import type { Database, TrackerCasesTable } from '../../db/schema.ts';
import { setBounded } from '../../../contract/bounded-cache.ts';
import { openRequestsOfCase } from '../documents/index.ts';
import { publicOrganisationId } from '../organisations/index.ts';

type TrackerCaseRow = Selectable<TrackerCasesTable>;

export async function findCaseByNumber(db: Kysely<Database>, caseNo: string): Promise<TrackerCaseRow | undefined> {
  return db.selectFrom('tracker_cases').selectAll().where('case_no', '=', caseNo).executeTakeFirst();
}

export async function findCaseById(db: Kysely<Database>, id: string): Promise<TrackerCaseRow | undefined> {
  return db.selectFrom('tracker_cases').selectAll().where('id', '=', id).executeTakeFirst();
}

const StoredConfigSchema = v.record(v.string(), v.unknown());
type StoredStep = { label: string; icon: string; index: number };
type StoredTexts = Omit<TrackerConfig, 'config'> & { config: StoredStep[] };

// The landing page asks for the same few configurations all day: parsing is remembered by the
// stored text itself, so an edit in the database is seen at once on every instance.
const parsedConfigs = new Map<string, Record<string, unknown>>();
const PARSED_CONFIG_CAP = 64;

function parseStoredConfig(raw: string): Record<string, unknown> {
  const known = parsedConfigs.get(raw);
  if (known) return known;
  const parsed = v.parse(StoredConfigSchema, JSON.parse(raw));
  setBounded(parsedConfigs, raw, parsed, PARSED_CONFIG_CAP);
  return parsed;
}

function configInLanguage(raw: string, language: Language, stepIndex: number | null): TrackerConfig {
  const stored = parseStoredConfig(raw);
  const texts = (stored[language] ?? stored.en) as StoredTexts;
  return {
    ...texts,
    config: texts.config.map((step) => ({
      ...step,
      state:
        stepIndex === null
          ? 'pending'
          : step.index < stepIndex
            ? 'done'
            : step.index === stepIndex
              ? 'current'
              : 'pending',
    })),
  };
}

/** The organisation's tracker texts in a language, with each step's state for a case (or none). */
export async function trackerConfigFor(
  db: Kysely<Database>,
  organisationId: string,
  language: Language,
  stepIndex: number | null,
): Promise<TrackerConfig | null> {
  const row = await db
    .selectFrom('tracker_configs')
    .select('config')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row ? configInLanguage(row.config, language, stepIndex) : null;
}

const configOfOrganisation = prepared<{ config: string }, [string]>(1, (db, organisationId) =>
  db.selectFrom('tracker_configs').select('config').where('organisation_id', '=', organisationId).limit(1),
);

/**
 * The landing page's lookup, on the public hot path: the organisation named by its code (or the
 * primary one) and its tracker texts, each in a prepared query, answered as ready JSON.
 */
// The landing page's answer as sent, by language and stored text: the same few bytes all day.
const landingAnswers = new Map<string, string>();

export async function trackerConfigOfOrganisation(
  db: Kysely<Database>,
  orgCode: string | null,
  language: Language,
): Promise<string | null> {
  const organisationId = await publicOrganisationId(db, orgCode);
  const [row] = organisationId === undefined ? [] : await configOfOrganisation(db, organisationId);
  if (!row) return null;
  const key = `${language}\n${row.config}`;
  let answer = landingAnswers.get(key);
  if (answer === undefined) {
    answer = JSON.stringify(configInLanguage(row.config, language, null));
    setBounded(landingAnswers, key, answer, PARSED_CONFIG_CAP);
  }
  return answer;
}

/**
 * What a verified visitor sees of their case: the newest event, documents and open requests, in
 * the visitor's language where the writers kept both.
 */
export async function currentEventOf(
  db: Kysely<Database>,
  trackerCase: TrackerCaseRow,
  language: Language = 'en',
): Promise<TrackerEvent | null> {
  const event = await db
    .selectFrom('tracker_events')
    .selectAll()
    .where('case_id', '=', trackerCase.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!event) return null;
  const documents = await db
    .selectFrom('registered_documents')
    .selectAll()
    .where('case_id', '=', trackerCase.id)
    .orderBy('system_time')
    .execute();
  const requests = await openRequestsOfCase(db, trackerCase.id);
  const texts = eventTextsIn(event, language);
  return {
    id: event.id,
    ...texts,
    event_description: await sanitizeEventHtml(texts.event_description),
    process_step_index: event.process_step_index,
    action: event.action ? (JSON.parse(event.action) as TrackerEvent['action']) : null,
    displayed_case_no: trackerCase.case_no,
    system_time: event.created_at,
    registered_documents: documents.map(({ id, description, registration_no, registration_date, system_time }) => ({
      id,
      description,
      registration_no,
      registration_date,
      system_time,
    })),
    active_doc_requests: requests.map((r) => {
      const names = JSON.parse(r.doc_type_names) as string[];
      return {
        key: r.key,
        system_time: r.system_time,
        doc_type_names: names,
        doc_type_labels: labelsIn(names, r.labels, language),
        due_date: r.due_date,
      };
    }),
  };
}
