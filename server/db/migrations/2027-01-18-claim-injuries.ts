import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// Whether anyone was hurt, as the policyholder told it (null on files where no one was asked), with
// what they said of it; what they said of an amicable report; and when the policyholder declared
// the claim form's answers true.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim_files').addColumn('injured', 'integer').execute();
  await db.schema.alterTable('claim_files').addColumn('injury_note', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('amicable_report', 'text').execute();
  await db.schema.alterTable('intake_submissions').addColumn('declared_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('intake_submissions').dropColumn('declared_at').execute();
  await db.schema.alterTable('claim_files').dropColumn('amicable_report').execute();
  await db.schema.alterTable('claim_files').dropColumn('injury_note').execute();
  await db.schema.alterTable('claim_files').dropColumn('injured').execute();
}
