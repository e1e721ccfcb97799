import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { trackerConfigFor } from '../tracker/index.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { AssignmentRow } from './repository.ts';
import type { StatusRow } from './statuses.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A status that belongs to a tracker step moves the policyholder's case there and tells them what
 * happened and what comes next. Tracker events hold one language; the staff's statuses and the
 * tracker's step names are written in the tracker's English texts, like the seeded events.
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
  const config = await trackerConfigFor(db, assignment.organisation_id, 'en', null);
  const next = config?.config.find((step) => step.index === reached + 1);
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
      event_title: status.name_en,
      event_description: `<p>${escapeHtml(status.help_en)}</p>`,
      process_step_index: reached,
      next_step_title: next?.label ?? '',
      next_step_description: next ? '' : 'Nothing more is needed from you.',
      action: null,
      created_at: now.toISOString(),
    })
    .execute();
}
