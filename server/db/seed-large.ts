import { sql, type Kysely } from 'kysely';
import { claimFileCountOf } from '../features/assignments/index.ts';
import { findOrganisationByCode, membersOfWorkGroup } from '../features/organisations/index.ts';
import { engineOf } from './engine-of.ts';
import type { Database } from './schema.ts';
import { DEMO_WORK_GROUP } from './seed-people.ts';
import { seedClaims, seededRandom } from './seed-claims.ts';
import { seedPoliciesOfClaims } from './seed-policies.ts';

export const LARGE_WORKLOAD_ASSIGNMENTS = 100_000;

/**
 * Adds `count` assignments to the demo organisation (which must be seeded), spread over its claims
 * team and the group's unassigned pile like real work: what the worklist benchmark pages through.
 */
export async function seedLargeWorkload(
  db: Kysely<Database>,
  now: Date,
  count = LARGE_WORKLOAD_ASSIGNMENTS,
): Promise<number> {
  const org = await findOrganisationByCode(db, 'DEMO');
  if (!org) throw new Error('The large workload goes to the demo organisation: seed the demo data first.');
  const team = await membersOfWorkGroup(db, org.id, DEMO_WORK_GROUP);
  const numbered = await claimFileCountOf(db, org.id);
  const added = await db.transaction().execute((trx) =>
    seedClaims(trx, {
      organisationId: org.id,
      prefix: 'BLK',
      // Files have 2.5 assignments on average; the count stops it exactly.
      files: Math.ceil(count / 2),
      maxAssignments: count,
      assignees: [...team, null],
      group: DEMO_WORK_GROUP,
      now,
      random: seededRandom(100_000),
      firstNumber: numbered + 1,
    }),
  );
  // The new claim files' policies, so staff searches and checks find them as in the demo data.
  await db.transaction().execute((trx) => seedPoliciesOfClaims(trx, org.id, now));
  // One transaction of 100,000 assignments leaves a log of the same size; SQLite's checkpoint
  // thread would copy it under the first requests, so it is copied (and the log emptied) here.
  if (engineOf(db) === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return added;
}
