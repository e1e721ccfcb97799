import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Who takes new work meant for a user on a business day: the substitute named by their approved
 * absence covering that day, or the user themself. One step only: a substitute who is away too
 * does not pass the work further along, so nothing can loop.
 */
export async function standInFor(db: Kysely<Database>, userId: string, day: string): Promise<string> {
  const absence = await db
    .selectFrom('absences')
    .innerJoin('users', 'users.id', 'absences.substitute_user_id')
    .select('absences.substitute_user_id')
    .where('absences.user_id', '=', userId)
    .where('absences.status', '=', 'approved')
    .where('absences.starts_on', '<=', day)
    .where('absences.ends_on', '>=', day)
    .where('users.locked_at', 'is', null)
    .orderBy('absences.starts_on')
    .executeTakeFirst();
  return absence?.substitute_user_id ?? userId;
}
