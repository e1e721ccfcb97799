import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { activeUserOf } from '../organisations/index.ts';

/**
 * Who takes new work meant for a user on a business day: the substitute named by their approved
 * absence covering that day, or the user themself. One step only: a substitute who is away too
 * does not pass the work further along, so nothing can loop.
 */
export async function standInFor(db: Kysely<Database>, userId: string, day: string): Promise<string> {
  const absences = await db
    .selectFrom('absences')
    .select(['substitute_user_id', 'organisation_id'])
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where('starts_on', '<=', day)
    .where('ends_on', '>=', day)
    .where('substitute_user_id', 'is not', null)
    .orderBy('starts_on')
    .execute();
  // The first covering absence whose substitute can still work (a locked one cannot).
  for (const { substitute_user_id: substituteId, organisation_id: organisationId } of absences) {
    if (substituteId && (await activeUserOf(db, organisationId, substituteId))) return substituteId;
  }
  return userId;
}

/** The colleagues a user stands in for on a business day: those whose approved absence names them. */
export async function colleaguesCoveredBy(db: Kysely<Database>, substituteId: string, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('absences')
    .select('user_id')
    .where('substitute_user_id', '=', substituteId)
    .where('status', '=', 'approved')
    .where('starts_on', '<=', day)
    .where('ends_on', '>=', day)
    .execute();
  return rows.map((row) => row.user_id);
}
