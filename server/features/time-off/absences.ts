import type { Kysely } from 'kysely';
import type { Absence } from '../../../contract/absences.ts';
import type { Database } from '../../db/schema.ts';

/** Absences with the names people read, for the time-off page and the manager area. */
export async function absencesWhere(
  db: Kysely<Database>,
  filter: { organisationId: string; userIds?: string[]; statuses?: Absence['status'][]; endingFrom?: string; id?: string },
): Promise<Absence[]> {
  let query = db
    .selectFrom('absences')
    .innerJoin('users as absent', 'absent.id', 'absences.user_id')
    .leftJoin('users as substitute', 'substitute.id', 'absences.substitute_user_id')
    .leftJoin('users as decider', 'decider.id', 'absences.decided_by_user_id')
    .select([
      'absences.id',
      'absences.user_id',
      'absent.full_name as user_full_name',
      'absences.starts_on',
      'absences.ends_on',
      'absences.note',
      'absences.status',
      'absences.substitute_user_id',
      'substitute.full_name as substitute_full_name',
      'decider.full_name as decided_by_full_name',
      'absences.decision_note',
    ])
    .where('absences.organisation_id', '=', filter.organisationId);
  if (filter.id) query = query.where('absences.id', '=', filter.id);
  if (filter.userIds) query = filter.userIds.length ? query.where('absences.user_id', 'in', filter.userIds) : query.where(({ lit }) => lit(false));
  if (filter.statuses) query = query.where('absences.status', 'in', filter.statuses);
  if (filter.endingFrom) query = query.where('absences.ends_on', '>=', filter.endingFrom);
  return query.orderBy('absences.starts_on', 'desc').limit(200).execute();
}

/** Whether a user already has a live (requested or approved) absence overlapping the days. */
export async function overlapsLiveAbsence(db: Kysely<Database>, userId: string, startsOn: string, endsOn: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('absences')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['requested', 'approved'])
    .where('starts_on', '<=', endsOn)
    .where('ends_on', '>=', startsOn);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** An active colleague of the same organisation who can stand in, or undefined. */
export async function eligibleSubstitute(db: Kysely<Database>, organisationId: string, substituteId: string, absentId: string) {
  if (substituteId === absentId) return undefined;
  return db.selectFrom('users').select(['id', 'full_name']).where('id', '=', substituteId).where('organisation_id', '=', organisationId).where('locked_at', 'is', null).executeTakeFirst();
}
