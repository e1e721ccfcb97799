import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { translate } from '../../i18n.ts';
import { type EventTexts, eventTextsInBoth, trackerConfigFor } from '../tracker/index.ts';
import type { AssignmentRow } from './repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The public step a claim file has reached: the furthest step any of its assignments' current
 * statuses stands for. A claim-level fact, so one internal task closing (the intake team's check,
 * an appointment) never moves the policyholder on by itself, and nothing moves back.
 */
async function stepOfClaimFile(db: Kysely<Database>, claimFileId: string): Promise<number | null> {
  const row = await db
    .selectFrom('assignments as a')
    .innerJoin('assignment_statuses as s', (join) =>
      join
        .onRef('s.organisation_id', '=', 'a.organisation_id')
        .onRef('s.assignment_type', '=', 'a.assignment_type')
        .onRef('s.code', '=', 'a.status_code'),
    )
    .select((eb) => eb.fn.max('s.tracker_step').as('step'))
    .where('a.claim_file_id', '=', claimFileId)
    .executeTakeFirst();
  return row?.step === null || row?.step === undefined ? null : Number(row.step);
}

/**
 * Moves the policyholder's case to the step its claim file has reached, when that is further than
 * where it stands, and tells them in the organisation's own words for the step (what the tracker's
 * steps say, in both languages), never in the staff's status names.
 */
export async function moveTrackerAlong(db: Kysely<Database>, assignment: AssignmentRow, now: Date): Promise<void> {
  const file = await db
    .selectFrom('claim_files as f')
    .innerJoin('tracker_cases as c', 'c.id', 'f.tracker_case_id')
    .select(['c.id as case_id', 'c.process_step_index'])
    .where('f.id', '=', assignment.claim_file_id)
    .executeTakeFirst();
  if (!file) return;
  const reached = await stepOfClaimFile(db, assignment.claim_file_id);
  if (reached === null || reached <= file.process_step_index) return;
  const texts = async (language: Language): Promise<EventTexts> => {
    const config = await trackerConfigFor(db, assignment.organisation_id, language, null);
    const step = config?.config.find((s) => s.index === reached);
    const next = config?.config.find((s) => s.index === reached + 1);
    return {
      event_title: step?.label ?? translate(language, 'tracker.event.moved'),
      event_description: step?.description ? `<p>${escapeHtml(step.description)}</p>` : '',
      next_step_title: next?.label ?? '',
      next_step_description: next ? (next.description ?? '') : translate(language, 'tracker.event.nothingMore'),
    };
  };
  const en = await texts('en');
  await db.updateTable('tracker_cases').set({ process_step_index: reached }).where('id', '=', file.case_id).execute();
  await db
    .insertInto('tracker_events')
    .values({
      id: timeOrderedId(now),
      case_id: file.case_id,
      ...en,
      texts: eventTextsInBoth({ en, ro: await texts('ro') }),
      process_step_index: reached,
      action: null,
      created_at: now.toISOString(),
    })
    .execute();
}
