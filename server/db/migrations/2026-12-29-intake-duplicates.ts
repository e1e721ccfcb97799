import type { Kysely } from 'kysely';

const COLUMNS = ['organisation_id', 'case_no', 'policy_no', 'plate', 'event_date'] as const;

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // What a sent claim is recognised by, so the same claim sent again within a day is answered with
  // the first one's number. Rows from before carry none and match nothing.
  for (const column of COLUMNS) await db.schema.alterTable('intake_submissions').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('intake_submissions').dropColumn(column).execute();
}
