import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Open work a person holds, the first due first, at most `limit`; only what fell due before
 * `dueBefore` when it is given.
 */
export async function openWorkHeldBy(
  db: Kysely<Database>,
  options: { organisationId: string; holderId: string; dueBefore: string | null; limit: number },
) {
  let query = db
    .selectFrom('assignments')
    .select(['id', 'assignment_no', 'assignment_type'])
    .where('organisation_id', '=', options.organisationId)
    .where('assignee_user_id', '=', options.holderId)
    .where('is_final', '=', 0);
  if (options.dueBefore !== null) query = query.where('due_date', '<', options.dueBefore);
  return query.orderBy('due_date').orderBy('id').limit(options.limit).execute();
}

/**
 * Gives the assignments `fromUserId` still holds to `toUserId` in one statement, each at its next
 * version (a new holder is a change someone on a stale page must not overwrite). Answers how many
 * moved: fewer than asked means someone took one meanwhile, and the caller's transaction is to be
 * rolled back rather than leave the work half moved.
 */
export async function moveHeldWork(
  db: Kysely<Database>,
  move: { ids: string[]; fromUserId: string; toUserId: string; now: Date },
): Promise<number> {
  const moved = await db
    .updateTable('assignments')
    .set((eb) => ({
      assignee_user_id: move.toUserId,
      updated_at: move.now.toISOString(),
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', move.ids)
    .where('assignee_user_id', '=', move.fromUserId)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}
