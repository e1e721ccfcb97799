import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Language } from '../../../contract/languages.ts';
import { translate } from '../../i18n.ts';
import { type EventTexts, eventTextsInBoth, trackerConfigFor } from '../tracker/index.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { AssignmentRow } from './repository.ts';
import type { StatusRow } from './statuses.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A status that belongs to a tracker step moves the policyholder's case there and tells them what
 * happened and what comes next, in both languages: the status's own names and help and the tracker's
 * step names in each.
 */
export async function moveTrackerAlong(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  status: StatusRow,
  now: Date,
): Promise<void> {
  const file = await db
    .selectFrom('claim_files')
    .select('tracker_case_id')
    .where('id', '=', assignment.claim_file_id)
    .executeTakeFirst();
  const reached = status.tracker_step;
  if (!file?.tracker_case_id || reached === null) return;
  // Both languages are kept, so the policyholder reads the event in theirs (the stored columns, in
  // English, are what older readers and staff exports see).
  const texts = async (language: Language): Promise<EventTexts> => {
    const config = await trackerConfigFor(db, assignment.organisation_id, language, null);
    const next = config?.config.find((step) => step.index === reached + 1);
    const ro = language === 'ro';
    return {
      event_title: ro ? status.name_ro : status.name_en,
      event_description: `<p>${escapeHtml(ro ? status.help_ro : status.help_en)}</p>`,
      next_step_title: next?.label ?? '',
      next_step_description: next ? '' : translate(language, 'tracker.event.nothingMore'),
    };
  };
  const en = await texts('en');
  await db
    .updateTable('tracker_cases')
    .set({ process_step_index: reached })
    .where('id', '=', file.tracker_case_id)
    .execute();
  await db
    .insertInto('tracker_events')
    .values({
      id: timeOrderedId(now),
      case_id: file.tracker_case_id,
      ...en,
      texts: eventTextsInBoth({ en, ro: await texts('ro') }),
      process_step_index: reached,
      action: null,
      created_at: now.toISOString(),
    })
    .execute();
}
