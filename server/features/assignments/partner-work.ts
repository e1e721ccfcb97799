import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assignmentsWithStatus } from './with-status.ts';

/** How much open work each of the partners holds; a partner holding none is absent. */
export async function openAssignmentsPerPartner(
  db: Kysely<Database>,
  organisationId: string,
  partnerIds: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('assignments')
    .select(['partner_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('organisation_id', '=', organisationId)
    .where('partner_id', 'in', partnerIds)
    .where('is_final', '=', 0)
    .groupBy('partner_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.partner_id === null ? [] : [[row.partner_id, Number(row.n)]])));
}

/** Assignments that name the partner, open or closed: their history keeps it. */
export async function assignmentsNamingPartner(db: Kysely<Database>, partnerId: string): Promise<number> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Puts an assignment in a partner's hands (in the caller's transaction, beside its audit). */
export async function handOverToPartner(
  db: Kysely<Database>,
  handOver: { assignmentId: string; partnerId: string; now: Date },
): Promise<void> {
  await db
    .updateTable('assignments')
    .set({ partner_id: handOver.partnerId, updated_at: handOver.now.toISOString() })
    .where('id', '=', handOver.assignmentId)
    .execute();
}

/**
 * Takes an assignment of the organisation back from the partner holding it: its number, or
 * undefined when that partner does not hold it. The read and the change belong in one transaction.
 */
export async function takeBackFromPartner(
  db: Kysely<Database>,
  release: { assignmentId: string; organisationId: string; partnerId: string; now: Date },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('assignments')
    .select(['assignment_no'])
    .where('id', '=', release.assignmentId)
    .where('organisation_id', '=', release.organisationId)
    .where('partner_id', '=', release.partnerId)
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('assignments')
    .set({ partner_id: null, updated_at: release.now.toISOString() })
    .where('id', '=', release.assignmentId)
    .execute();
  return row.assignment_no;
}

/** The assignments a partner holds or held (at most 200), open ones first, by due date, with their status names. */
export function assignmentsOfPartner(db: Kysely<Database>, organisationId: string, partnerId: string) {
  return assignmentsWithStatus(db)
    .select([
      'assignments.id',
      'assignments.assignment_no',
      'assignments.assignment_type',
      'assignments.due_date',
      'assignments.is_final',
      'assignment_statuses.name_en',
      'assignment_statuses.name_ro',
    ])
    .where('assignments.organisation_id', '=', organisationId)
    .where('assignments.partner_id', '=', partnerId)
    .orderBy('assignments.is_final')
    .orderBy('assignments.due_date')
    .limit(200)
    .execute();
}
