import type { Kysely, Selectable } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { TrackerCaseAnswer, TrackerHistoryEntry } from '../../../contract/tracker.ts';
import type { Database, TrackerCasesTable } from '../../db/schema.ts';
import { documentsOfCase } from '../documents/index.ts';
import { eventTextsIn, labelsIn } from './event-texts.ts';
import { currentEventOf, trackerConfigFor } from './repository.ts';
import { sanitizeEventHtml } from './sanitize-event-html.ts';
import { typicalStepDays } from './step-durations.ts';

/** Every public event of the case, newest first, in the visitor's language. */
async function historyOf(db: Kysely<Database>, caseId: string, language: Language): Promise<TrackerHistoryEntry[]> {
  const events = await db
    .selectFrom('tracker_events')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(
    events.map(async (event) => {
      const texts = eventTextsIn(event, language);
      return {
        id: event.id,
        system_time: event.created_at,
        event_title: texts.event_title,
        event_description: await sanitizeEventHtml(texts.event_description),
        process_step_index: event.process_step_index,
      };
    }),
  );
}

/**
 * Each document type of the case, in the visitor's language: as its request names it, and, where the name is
 * one of the organisation's document types (typed or sent in either language), that type's own name, so a file
 * a guest sent from the Romanian page reads in English on the English tracker.
 */
async function documentLabels(
  db: Kysely<Database>,
  trackerCase: Selectable<TrackerCasesTable>,
  documents: { doc_type: string }[],
  language: Language,
) {
  const [requests, types] = await Promise.all([
    db
      .selectFrom('document_requests')
      .select(['doc_type_names', 'labels'])
      .where('case_id', '=', trackerCase.id)
      .execute(),
    db
      .selectFrom('document_types')
      .select(['name_en', 'name_ro'])
      .where('organisation_id', '=', trackerCase.organisation_id)
      .execute(),
  ]);
  const labels: Record<string, string> = {};
  for (const r of requests) {
    const names = JSON.parse(r.doc_type_names) as string[];
    labelsIn(names, r.labels, language).forEach((label, i) => {
      labels[names[i] ?? label] = label;
    });
  }
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  for (const name of new Set([...Object.keys(labels), ...documents.map((d) => d.doc_type)])) {
    const type = types.find((t) => same(t.name_en, name) || same(t.name_ro, name));
    if (type) labels[name] = language === 'ro' ? type.name_ro : type.name_en;
  }
  return labels;
}

/** GET /api/tracker/case: what a verified visitor reads of their case. */
export async function caseAnswer(
  db: Kysely<Database>,
  trackerCase: Selectable<TrackerCasesTable>,
  language: Language,
  now: Date,
): Promise<TrackerCaseAnswer> {
  const step = trackerCase.process_step_index;
  const [currentEvent, config, documents, history] = await Promise.all([
    currentEventOf(db, trackerCase, language),
    trackerConfigFor(db, trackerCase.organisation_id, language, step),
    documentsOfCase(db, trackerCase.id),
    historyOf(db, trackerCase.id, language),
  ]);
  const doc_type_labels = await documentLabels(db, trackerCase, documents, language);
  const lastStep = Math.max(0, ...(config?.config.map((s) => s.index) ?? []));
  const typical = lastStep > step ? await typicalStepDays(db, trackerCase.organisation_id, lastStep, now) : null;
  const waiting = (currentEvent?.active_doc_requests.length ?? 0) > 0;
  return {
    currentEvent,
    config,
    documents,
    history,
    doc_type_labels,
    next: config ? { actor: waiting ? 'you' : 'insurer', typical_days: typical?.get(step) ?? null } : null,
  };
}
