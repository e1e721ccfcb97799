import { organisationCodesOf } from '../organisations/index.ts';
import type { Kysely, Selectable } from 'kysely';
import { localParts } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import { type CaseFacts, nextStepOf } from '../../../contract/tracker-next.ts';
import type { TrackerCaseAnswer, TrackerHistoryEntry } from '../../../contract/tracker.ts';
import type { Database, TrackerCasesTable } from '../../db/schema.ts';
import { documentsOfCase, documentTypeNamesOf, requestNamesOfCase } from '../documents/index.ts';
import { eventTextsIn, labelsIn } from './event-texts.ts';
import { currentEventOf, trackerConfigFor } from './repository.ts';
import { sanitizeEventHtml } from './sanitize-event-html.ts';
import { typicalStepDays } from './step-durations.ts';
import { updatesStatusOf } from './updates-subscriptions.ts';

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
    requestNamesOfCase(db, trackerCase.id),
    documentTypeNamesOf(db, trackerCase.organisation_id),
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

/**
 * The visitor's inspection, as the booking panel offers it (null when there is none to book). The
 * schedule knows it, and the schedule leans on the tracker: so the app hands it in.
 */
export type InspectionOfCase = (
  db: Kysely<Database>,
  trackerCase: { id: string; organisation_id: string },
) => Promise<CaseFacts['inspection']>;

/** An instant as the tracker shows it in either language: dd.MM.yyyy HH:mm, Romanian time. */
function shownTime(iso: string): string {
  const { date, time } = localParts(new Date(iso));
  return `${date.split('-').reverse().join('.')} ${time}`;
}

/** GET /api/tracker/case: what a verified visitor reads of their case. */
export async function caseAnswer(
  db: Kysely<Database>,
  trackerCase: Selectable<TrackerCasesTable>,
  language: Language,
  now: Date,
  inspectionOf: InspectionOfCase,
): Promise<TrackerCaseAnswer> {
  const step = trackerCase.process_step_index;
  const [currentEvent, config, documents, history, updates, inspection, codes] = await Promise.all([
    currentEventOf(db, trackerCase, language),
    trackerConfigFor(db, trackerCase.organisation_id, language, step),
    documentsOfCase(db, trackerCase.id),
    historyOf(db, trackerCase.id, language),
    updatesStatusOf(db, trackerCase.id),
    inspectionOf(db, trackerCase),
    organisationCodesOf(db, [trackerCase.organisation_id]),
  ]);
  const doc_type_labels = await documentLabels(db, trackerCase, documents, language);
  const lastStep = Math.max(0, ...(config?.config.map((s) => s.index) ?? []));
  const typical = lastStep > step ? await typicalStepDays(db, trackerCase.organisation_id, lastStep, now) : null;
  // Who acts next, from the case's facts: what the page's own buttons ask for, never the contrary.
  const nextStep = nextStepOf({
    documents,
    openRequests: currentEvent?.active_doc_requests.length ?? 0,
    inspection,
    now,
  });
  return {
    currentEvent,
    config,
    documents,
    history,
    doc_type_labels,
    // The typical duration is the insurer's own pace: while the visitor is to act, it is theirs.
    next: config
      ? {
          actor: nextStep.actor,
          reason: nextStep.reason,
          when: nextStep.starts_at ? shownTime(nextStep.starts_at) : null,
          typical_days: nextStep.actor === 'insurer' ? (typical?.get(step) ?? null) : null,
        }
      : null,
    updates,
    org_code: codes.get(trackerCase.organisation_id) ?? '',
  };
}
