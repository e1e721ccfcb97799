import { sql, type Kysely } from 'kysely';
import type { Absence, AbsenceRequest } from '../../../contract/absences.ts';
import type { AbsencesTable, Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { staleVersion } from '../../http/version.ts';
import { activeMembersOf, activeUserOf, nameIn, userNamesOf, withUserNames } from '../organisations/index.ts';

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
    .select([
      'absences.id',
      'absences.user_id',
      'absences.starts_on',
      'absences.ends_on',
      'absences.note',
      'absences.status',
      'absences.substitute_user_id',
      'absences.decided_by_user_id',
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
  const rows = await query.orderBy('absences.starts_on', 'desc').limit(200).execute();
  const names = await userNamesOf(
    db,
    rows.flatMap((row) => [row.user_id, row.substitute_user_id, row.decided_by_user_id]),
  );
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    user_full_name: nameIn(names, row.user_id) ?? '',
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    note: row.note,
    status: row.status,
    substitute_user_id: row.substitute_user_id,
    substitute_full_name: nameIn(names, row.substitute_user_id),
    decided_by_full_name: nameIn(names, row.decided_by_user_id),
    decision_note: row.decision_note,
    version: row.version,
  }));
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
  return (await activeMembersOf(db, organisationId, null)).filter((colleague) => colleague.id !== userId);
}

/** An active colleague of the same organisation who can stand in, or undefined. */
export async function eligibleSubstitute(
  db: Kysely<Database>,
  organisationId: string,
  substituteId: string,
  absentId: string,
) {
  if (substituteId === absentId) return undefined;
  const substitute = await activeUserOf(db, organisationId, substituteId);
  return substitute && { id: substitute.id, full_name: substitute.full_name };
}

/** The answer to a decision or cancellation made on an old version: the absence now, and who changed it when. */
export async function staleAbsence(db: Kysely<Database>, organisationId: string, id: string): Promise<AppError> {
  const [absence] = await absencesWhere(db, { organisationId, id });
  if (!absence) return new AppError('not_found', 'error.notFound.absence');
  const last = await db
    .selectFrom('absences')
    .select(['updated_by_user_id', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [named] = await withUserNames(db, [last], { changed_by: 'updated_by_user_id' });
  return staleVersion(absence, absence.version, { changed_by: named?.changed_by ?? null, changed_at: last.updated_at });
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
