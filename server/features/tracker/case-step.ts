import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { translate } from '../../i18n.ts';
import { type EventTexts, eventTextsInBoth } from './event-texts.ts';
import { trackerConfigFor } from './repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A case's number and the public step it stands at, or undefined when there is no such case. */
export function caseStandingOf(db: Kysely<Database>, caseId: string) {
  return db
    .selectFrom('tracker_cases')
    .select(['case_no', 'process_step_index'])
    .where('id', '=', caseId)
    .executeTakeFirst();
}

/**
 * Moves a case on to `reached` when that is further than where it stands, and tells the
 * policyholder in the organisation's own words for the step (what the tracker's steps say, in both
 * languages), never in the staff's status names. Nothing moves back.
 */
export async function advanceCaseTo(
  db: Kysely<Database>,
  input: { caseId: string; organisationId: string; reached: number; now: Date },
): Promise<void> {
  const { caseId, organisationId, reached, now } = input;
  const standing = await caseStandingOf(db, caseId);
  if (!standing || reached <= standing.process_step_index) return;
  const texts = async (language: Language): Promise<EventTexts> => {
    const config = await trackerConfigFor(db, organisationId, language, null);
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
  await db.updateTable('tracker_cases').set({ process_step_index: reached }).where('id', '=', caseId).execute();
  await db
    .insertInto('tracker_events')
    .values({
      id: timeOrderedId(now),
      case_id: caseId,
      ...en,
      texts: eventTextsInBoth({ en, ro: await texts('ro') }),
      process_step_index: reached,
      action: null,
      created_at: now.toISOString(),
    })
    .execute();
}
