import type { Kysely } from 'kysely';
import type { Database, TimelineEntriesTable } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

/** Who a line names: the person who acted and whom they stood in for, both null for the system or a visitor. */
export interface TimelineWho {
  actor_user_id: string | null;
  acting_as_user_id: string | null;
}

export const NOBODY: TimelineWho = { actor_user_id: null, acting_as_user_id: null };

export interface TimelineLine {
  assignmentId: string;
  kind: TimelineEntriesTable['kind'];
  who: TimelineWho;
  text: string;
  status_code?: string | null;
  outbox_id?: string | null;
}

/** The row a line is kept as, made at `now`. */
const entryOf = (now: Date, line: TimelineLine) => ({
  id: timeOrderedId(now),
  assignment_id: line.assignmentId,
  kind: line.kind,
  ...line.who,
  text: line.text,
  status_code: line.status_code ?? null,
  outbox_id: line.outbox_id ?? null,
  created_at: now.toISOString(),
});

/**
 * One line on an assignment's timeline, which also marks the assignment as updated (unless it was
 * created in the same breath, `touch` false). Every writer goes through here, so a line is the same
 * whichever feature writes it.
 */
export async function addTimelineEntry(db: Kysely<Database>, now: Date, line: TimelineLine, touch = true) {
  const at = now.toISOString();
  await db.insertInto('timeline_entries').values(entryOf(now, line)).execute();
  if (touch) await db.updateTable('assignments').set({ updated_at: at }).where('id', '=', line.assignmentId).execute();
}

/**
 * Many lines in one statement, for a change made to many assignments at once. It marks none as
 * updated: the change that the lines tell of already did, in the caller's transaction.
 */
export async function addTimelineEntries(db: Kysely<Database>, now: Date, lines: TimelineLine[]) {
  if (lines.length === 0) return;
  await db
    .insertInto('timeline_entries')
    .values(lines.map((line) => entryOf(now, line)))
    .execute();
}
