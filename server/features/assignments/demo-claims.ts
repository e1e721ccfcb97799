import type { Insertable, Kysely } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { indexClaimFileFacts } from './claim-files/index-facts.ts';
import type { AssignmentsTable, ClaimFilesTable, StatusStintsTable, TimelineEntriesTable } from './tables.ts';

/** Claims made up whole, for the demo data and the large workload: every row of them, ready to write. */
export interface ClaimsInBulk {
  files: Insertable<ClaimFilesTable>[];
  assignments: Insertable<AssignmentsTable>[];
  terms: { organisation_id: string; term: string; assignment_id: string }[];
  timeline: Insertable<TimelineEntriesTable>[];
  stints: Insertable<StatusStintsTable>[];
}

const chunks = <T>(rows: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Writes claim files with their assignments, search words (their facts' too), timelines and status stints, many rows
 * per statement: creating them one by one (addClaimFile, createAssignment) would make the large
 * workload's 100,000 assignments take minutes instead of seconds.
 */
export async function addClaimsInBulk(db: Kysely<Database>, claims: ClaimsInBulk): Promise<void> {
  // Rows per insert stay well under SQLite's and PostgreSQL's parameter limits.
  for (const rows of chunks(claims.files, 200)) await db.insertInto('claim_files').values(rows).execute();
  for (const rows of chunks(claims.assignments, 200)) await db.insertInto('assignments').values(rows).execute();
  for (const rows of chunks(claims.terms, 500)) await db.insertInto('assignment_search_terms').values(rows).execute();
  for (const rows of chunks(claims.timeline, 300)) await db.insertInto('timeline_entries').values(rows).execute();
  for (const rows of chunks(claims.stints, 300)) await db.insertInto('status_stints').values(rows).execute();
  await indexClaimFileFacts(
    db,
    claims.files.map((file) => file.id),
  );
}

/** How many claim files the organisation has: where the numbering of added demo claims goes on from. */
export async function claimFileCountOf(db: Kysely<Database>, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('claim_files')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The organisation's claim files that name a policy not yet found in the register, oldest first. */
export function claimFilesWithoutPolicy(db: Kysely<Database>, organisationId: string) {
  return db
    .selectFrom('claim_files')
    .select([
      'policy_no',
      'policy_type',
      'insured_name',
      'plate',
      'vin',
      'vehicle_brand',
      'vehicle_model',
      'event_date',
    ])
    .where('organisation_id', '=', organisationId)
    .where('policy_id', 'is', null)
    .where('policy_no', '!=', '')
    .orderBy('created_at')
    .execute();
}

/** Compiled once: the large workload runs it for tens of thousands of policy numbers. */
const linkFilesOfNumber = prepared<never, [organisationId: string, policyNo: string, policyId: string]>(
  3,
  (db, organisationId, policyNo, policyId) =>
    db
      .updateTable('claim_files')
      .set({ policy_id: policyId })
      .where('organisation_id', '=', organisationId)
      .where('policy_id', 'is', null)
      .where('policy_no', '=', policyNo),
);

/**
 * Ties the organisation's claim files without a policy to the register's policy of their number
 * (policy number to policy id, as the register stores the number); files of other numbers stay as
 * they are. One statement per number finds its files by index, which a statement for many numbers
 * does not always do.
 */
export async function linkClaimFilesToPolicies(
  db: Kysely<Database>,
  organisationId: string,
  policyIdOf: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [policyNo, policyId] of policyIdOf) await linkFilesOfNumber(db, organisationId, policyNo, policyId);
}

/**
 * The organisation's open assignments of a type by number, with their claim file's number, vehicle
 * and contact: where the demo data places its partners' work, bookings and notes.
 */
export function openAssignmentsByNumber(db: Kysely<Database>, organisationId: string, type: string) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['a.id', 'a.assignment_no', 'a.claim_file_id', 'f.claim_file_no', 'f.vin', 'f.contact'])
    .where('a.organisation_id', '=', organisationId)
    .where('a.assignment_type', '=', type)
    .where('a.is_final', '=', 0)
    .orderBy('a.assignment_no')
    .execute();
}

/** Puts assignments in a partner's hands as the demo begins: no change is recorded (handOverToPartner records one). */
export async function placeWithPartner(db: Kysely<Database>, assignmentIds: readonly string[], partnerId: string) {
  if (assignmentIds.length === 0) return;
  await db
    .updateTable('assignments')
    .set({ partner_id: partnerId })
    .where('id', 'in', [...assignmentIds])
    .execute();
}

/** A demo claim followed on the public tracker under the given case, as a claim reported online is. */
export async function followOnTracker(
  db: Kysely<Database>,
  claimFileId: string,
  trackerCaseId: string,
  contact: string,
) {
  await db
    .updateTable('claim_files')
    .set({ tracker_case_id: trackerCaseId, contact })
    .where('id', '=', claimFileId)
    .execute();
  await indexClaimFileFacts(db, [claimFileId]);
}
