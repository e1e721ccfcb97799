import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { type EventTexts, eventTextsInBoth } from './event-texts.ts';

/**
 * A demo policyholder's case, at no step yet: unlike openCase it writes no first event, since the
 * demo story gives each case its own history (addDemoEvents). Answers its id.
 */
export async function addDemoCase(
  db: Kysely<Database>,
  input: { organisationId: string; caseNo: string; contact: string },
  now: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('tracker_cases')
    .values({
      id,
      organisation_id: input.organisationId,
      case_no: input.caseNo,
      contact_channel: input.contact,
      created_at: now,
    })
    .execute();
  return id;
}

/** Puts the cases at a step of the tracker, without an event (the demo writes its own). */
export async function setCasesAtStep(db: Kysely<Database>, caseIds: readonly string[], step: number): Promise<void> {
  await db
    .updateTable('tracker_cases')
    .set({ process_step_index: step })
    .where('id', 'in', [...caseIds])
    .execute();
}

interface DemoEvent {
  caseId: string;
  texts: Record<Language, EventTexts>;
  step: number;
  at: string;
  /** The event's button (contract/tracker.ts TrackerAction), if it has one. */
  action: object | null;
}

/** A history of public events, shown in English where a single text is kept, in both languages otherwise. */
export async function addDemoEvents(db: Kysely<Database>, events: readonly DemoEvent[]): Promise<void> {
  await db
    .insertInto('tracker_events')
    .values(
      events.map((event) => ({
        id: randomUUID(),
        case_id: event.caseId,
        ...event.texts.en,
        texts: eventTextsInBoth(event.texts),
        process_step_index: event.step,
        action: event.action ? JSON.stringify(event.action) : null,
        created_at: event.at,
      })),
    )
    .execute();
}

/** Documents the insurer registered on a case, as its document register lists them. */
export async function addRegisteredDocuments(
  db: Kysely<Database>,
  caseId: string,
  documents: readonly { description: string; registration_no: string; registration_date: string }[],
  now: string,
): Promise<void> {
  await db
    .insertInto('registered_documents')
    .values(documents.map((document) => ({ id: randomUUID(), case_id: caseId, ...document, system_time: now })))
    .execute();
}
