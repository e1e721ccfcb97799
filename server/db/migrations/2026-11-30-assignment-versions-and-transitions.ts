import type { Kysely } from 'kysely';

// The transitions every organisation started with when this migration was written, per type:
// from → the statuses it may move to. A move out of a final status is a reopening.
const TRANSITIONS: Record<string, Record<string, string[]>> = {
  claim_notification: {
    new: ['in_progress', 'waiting_documents', 'cancelled'],
    in_progress: ['waiting_documents', 'closed', 'cancelled'],
    waiting_documents: ['in_progress', 'closed', 'cancelled'],
    closed: ['in_progress'],
    cancelled: ['in_progress'],
  },
  vehicle_inspection: {
    new: ['scheduled', 'cancelled'],
    scheduled: ['inspected', 'cancelled'],
    inspected: ['closed'],
    closed: ['inspected'],
    cancelled: ['new'],
  },
  assessment: {
    new: ['in_progress'],
    in_progress: ['approved', 'rejected'],
    approved: ['closed', 'in_progress'],
    rejected: ['in_progress'],
    closed: ['in_progress'],
  },
  appointment: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['done', 'cancelled'],
    done: ['confirmed'],
    cancelled: ['new'],
  },
};

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Bumped by every change to status or assignee, in the same UPDATE that checks it: two people
  // changing one assignment at once cannot both win, and a stale page is told so.
  await db.schema
    .alterTable('assignments')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Which status may follow which, per organisation and assignment type, as data the
  // organisation's statuses help page shows.
  await db.schema
    .createTable('assignment_status_transitions')
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('assignment_type', 'text', (c) => c.notNull())
    .addColumn('from_code', 'text', (c) => c.notNull())
    .addColumn('to_code', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('assignment_status_transitions_pk', [
      'organisation_id',
      'assignment_type',
      'from_code',
      'to_code',
    ])
    .execute();

  // Organisations that already exist get the transitions between the statuses they have.
  const statuses: { organisation_id: string; assignment_type: string; code: string }[] = await db
    .selectFrom('assignment_statuses')
    .select(['organisation_id', 'assignment_type', 'code'])
    .execute();
  const has = new Set(statuses.map((s) => `${s.organisation_id}/${s.assignment_type}/${s.code}`));
  const organisations = [...new Set(statuses.map((s) => s.organisation_id))];
  const rows = organisations.flatMap((organisation_id) =>
    Object.entries(TRANSITIONS).flatMap(([assignment_type, moves]) =>
      Object.entries(moves).flatMap(([from_code, targets]) =>
        targets
          .map((to_code, sort) => ({ organisation_id, assignment_type, from_code, to_code, sort }))
          .filter(
            (t) =>
              has.has(`${organisation_id}/${assignment_type}/${t.from_code}`) &&
              has.has(`${organisation_id}/${assignment_type}/${t.to_code}`),
          ),
      ),
    ),
  );
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('assignment_status_transitions')
      .values(rows.slice(i, i + 200))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assignment_status_transitions').execute();
  await db.schema.alterTable('assignments').dropColumn('version').execute();
}
