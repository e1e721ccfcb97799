import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

interface HeldWork {
  organisationId: string;
  holderId: string;
  /** Only what fell due before this business day, when given. */
  dueBefore: string | null;
  /** The kinds of work asked about. */
  types: readonly string[];
}

const heldWork = (db: Kysely<Database>, options: HeldWork) => {
  let query = db
    .selectFrom('assignments')
    .where('organisation_id', '=', options.organisationId)
    .where('assignee_user_id', '=', options.holderId)
    .where('is_final', '=', 0);
  if (options.dueBefore !== null) query = query.where('due_date', '<', options.dueBefore);
  return query;
};

/** Open work of the given kinds a person holds, the first due first, at most `limit`. */
export async function openWorkHeldBy(db: Kysely<Database>, options: HeldWork & { limit: number }) {
  if (options.types.length === 0) return [];
  return heldWork(db, options)
    .where('assignment_type', 'in', options.types)
    .select(['id', 'assignment_no', 'assignment_type'])
    .orderBy('due_date')
    .orderBy('id')
    .limit(options.limit)
    .execute();
}

/** How many open assignments a person holds of kinds other than the given ones. */
export async function openWorkOfOtherKinds(db: Kysely<Database>, options: HeldWork): Promise<number> {
  let query = heldWork(db, options);
  if (options.types.length > 0) query = query.where('assignment_type', 'not in', options.types);
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
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
