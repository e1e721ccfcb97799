import { sql, type Kysely } from 'kysely';
import type { Absence, AbsenceRequest } from '../../../contract/absences.ts';
import type { AbsencesTable, Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { staleVersion } from '../../http/version.ts';

/** Absences that still count: a request waiting for its answer, or approved leave. */
export const LIVE_STATUSES: Absence['status'][] = ['requested', 'approved'];

/** Absences with the names people read, for the time-off page and the manager area. */
export async function absencesWhere(
  db: Kysely<Database>,
  filter: {
    organisationId: string;
    userIds?: string[];
    statuses?: Absence['status'][];
    endingFrom?: string;
    id?: string;
  },
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
      'absences.version',
    ])
    .where('absences.organisation_id', '=', filter.organisationId);
  if (filter.id) query = query.where('absences.id', '=', filter.id);
  if (filter.userIds)
    query = filter.userIds.length
      ? query.where('absences.user_id', 'in', filter.userIds)
      : query.where(({ lit }) => lit(false));
  if (filter.statuses) query = query.where('absences.status', 'in', filter.statuses);
  if (filter.endingFrom) query = query.where('absences.ends_on', '>=', filter.endingFrom);
  return query.orderBy('absences.starts_on', 'desc').limit(200).execute();
}

/** Whether a user already has a live (requested or approved) absence overlapping the days. */
export async function overlapsLiveAbsence(
  db: Kysely<Database>,
  userId: string,
  startsOn: string,
  endsOn: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('absences')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE_STATUSES)
    .where('starts_on', '<=', endsOn)
    .where('ends_on', '>=', startsOn);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The organisation's active staff but the user, by name: the colleagues who can stand in. */
export async function activeColleagues(db: Kysely<Database>, organisationId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('organisation_id', '=', organisationId)
    .where('locked_at', 'is', null)
    .where('id', '!=', userId)
    .orderBy('full_name')
    .execute();
}

/** An active colleague of the same organisation who can stand in, or undefined. */
export async function eligibleSubstitute(
  db: Kysely<Database>,
  organisationId: string,
  substituteId: string,
  absentId: string,
) {
  if (substituteId === absentId) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', '=', substituteId)
    .where('organisation_id', '=', organisationId)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
}

/** The answer to a decision or cancellation made on an old version: the absence now, and who changed it when. */
export async function staleAbsence(db: Kysely<Database>, organisationId: string, id: string): Promise<AppError> {
  const [absence] = await absencesWhere(db, { organisationId, id });
  if (!absence) return new AppError('not_found', 'error.notFound.absence');
  const last = await db
    .selectFrom('absences')
    .leftJoin('users', 'users.id', 'absences.updated_by_user_id')
    .select(['users.full_name', 'absences.updated_at'])
    .where('absences.id', '=', id)
    .executeTakeFirstOrThrow();
  return staleVersion(absence, absence.version, { changed_by: last.full_name, changed_at: last.updated_at });
}

export type AbsenceChange = Partial<Pick<AbsencesTable, 'status' | 'substitute_user_id' | 'decided_by_user_id'>> & {
  decision_note?: string;
};

/**
 * Moves a live absence to its next state (decided or cancelled) if it is still on the version the
 * caller saw and still `from` one of the given statuses: false otherwise. One statement checks and
 * bumps, so of a refusal, an approval and a cancellation made on one version exactly one wins.
 */
export async function changeAbsence(
  db: Kysely<Database>,
  id: string,
  from: AbsencesTable['status'][],
  change: { expected: number; byUserId: string; at: Date },
  to: AbsenceChange,
): Promise<boolean> {
  const result = await db
    .updateTable('absences')
    .set({
      ...to,
      version: sql<number>`version + 1`,
      updated_by_user_id: change.byUserId,
      updated_at: change.at.toISOString(),
    })
    .where('id', '=', id)
    .where('version', '=', change.expected)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new request for time off, waiting for a manager's answer. */
export async function insertAbsence(
  db: Kysely<Database>,
  who: { organisationId: string; userId: string; byUserId: string },
  id: string,
  request: AbsenceRequest,
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  const asked = {
    id,
    organisation_id: who.organisationId,
    user_id: who.userId,
    ...request,
    status: 'requested' as const,
    decided_by_user_id: null,
  };
  await db
    .insertInto('absences')
    .values({ ...asked, created_at: now, updated_at: now, updated_by_user_id: who.byUserId })
    .execute();
}
