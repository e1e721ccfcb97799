import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Each of the people's open work on the business day `day`: all of it, overdue and due that day.
 * Someone holding none has no row.
 */
export async function openWorkCountsOf(db: Kysely<Database>, organisationId: string, userIds: string[], day: string) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('assignments')
    .select((eb) => [
      'assignee_user_id',
      eb.fn.countAll<number>().as('open'),
      eb.fn.sum<number>(eb.case().when('due_date', '<', day).then(1).else(0).end()).as('overdue'),
      eb.fn.sum<number>(eb.case().when('due_date', '=', day).then(1).else(0).end()).as('due_today'),
    ])
    .where('organisation_id', '=', organisationId)
    .where('is_final', '=', 0)
    .where('assignee_user_id', 'in', userIds)
    .groupBy('assignee_user_id')
    .execute();
}

/** How much open work nobody holds, in a work group or (null) in the whole organisation. */
export async function unassignedOpenWork(
  db: Kysely<Database>,
  organisationId: string,
  group: string | null,
): Promise<number> {
  let query = db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organisation_id', '=', organisationId)
    .where('is_final', '=', 0)
    .where('assignee_user_id', 'is', null);
  if (group) query = query.where('group_code', '=', group);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
