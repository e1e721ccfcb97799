import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';

type Held = { id: string; organisation_id: string; assignment_type: string; group_code: string };

const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

/** The stay an assignment begins in a status (a new assignment's first status, or after a change). */
export function stintOf(assignment: Held, statusCode: string, enteredAt: string) {
  return {
    id: timeOrderedId(new Date(enteredAt)),
    organisation_id: assignment.organisation_id,
    assignment_id: assignment.id,
    assignment_type: assignment.assignment_type,
    group_code: assignment.group_code,
    status_code: statusCode,
    entered_at: enteredAt,
    left_at: null,
    hours: null,
  };
}

/** A status change for the reports: the current stay ends with its length, the next begins. */
export async function recordStatusChange(
  db: Kysely<Database>,
  assignment: Held,
  statusCode: string,
  at: string,
): Promise<void> {
  const open = await db
    .selectFrom('status_stints')
    .select(['id', 'entered_at'])
    .where('assignment_id', '=', assignment.id)
    .where('left_at', 'is', null)
    .execute();
  for (const stint of open)
    await db
      .updateTable('status_stints')
      .set({ left_at: at, hours: hoursBetween(stint.entered_at, at) })
      .where('id', '=', stint.id)
      .execute();
  await db
    .insertInto('status_stints')
    .values(stintOf(assignment, statusCode, at))
    .execute();
}

/** The stays of a generated assignment's history (seeds): each status until the next. */
export function stintsOfHistory(assignment: Held, history: { status_code: string; at: string }[]) {
  return history.map((step, i) => {
    const next = history[i + 1];
    return {
      ...stintOf(assignment, step.status_code, step.at),
      left_at: next?.at ?? null,
      hours: next ? hoursBetween(step.at, next.at) : null,
    };
  });
}
