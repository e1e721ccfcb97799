import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { openAssignmentsOfCase, seedDefaultStatuses } from '../features/assignments/index.ts';
import { hashPassword } from '../features/auth/index.ts';
import { linkCaseRequestsTo } from '../features/documents/index.ts';
import { assignmentTypeName } from '../../contract/assignments.ts';
import { recordNewActivities } from '../features/notifications/index.ts';
import { findOrganisationByCode } from '../features/organisations/index.ts';
import { ensureReferenceLists } from '../features/reference/index.ts';
import { addDemoCase } from '../features/tracker/index.ts';
import type { Database } from './schema.ts';
import { seedAppointments } from './seed-appointments.ts';
import { seedAreas } from './seed-areas.ts';
import { seedAssessments } from './seed-assessments.ts';
import { seedClaims, seededRandom } from './seed-claims.ts';
import { DEMO_WORK_GROUP, PARTNER_WORK_GROUP, seedPeople } from './seed-people.ts';
import { seedMoney } from './seed-money.ts';
import { seedParties } from './seed-parties.ts';
import { seedPolicies } from './seed-policies.ts';
import { seedClosedCases } from './seed-closed-cases.ts';
import { seedTrackerData } from './seed-tracker.ts';

// Tests, the server and the benchmarks name the demo people through this file.
export { DEMO_APP_METADATA, DEMO_USERS, DEMO_WORK_GROUP } from './seed-people.ts';

/** The demo password of every seeded user; README lists it with the logins. */
export const DEMO_PASSWORD = 'Safe-Claims-2026!';

export const DEMO_TRACKER_CASES = [
  { case_no: 'DEMO000123', org: 'DEMO', contact_channel: 'client@example.test' },
  { case_no: 'DEMO000456', org: 'DEMO', contact_channel: 'client@example.test' },
  // A claim whose inspection handler has due today, untouched by other demos and tests.
  { case_no: 'DEMO000789', org: 'DEMO', contact_channel: 'client@example.test' },
] as const;

/**
 * Fills an empty database with the demo data. Returns false and changes nothing when the demo
 * organisation is already there, so every start may call it.
 */
export async function seedDemoData(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  if (await findOrganisationByCode(db, 'DEMO')) return false;

  const now = clock.now().toISOString();
  // Every demo user has the same published password, so one argon2id hash serves them all: a
  // seed then costs one hash, not one per user (the test suite seeds once per engine and run).
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const { orgIds, userIds } = await seedPeople(trx, passwordHash, now);
    const caseIds = new Map<string, string>();
    for (const trackerCase of DEMO_TRACKER_CASES) {
      const organisationId = orgIds.get(trackerCase.org) ?? '';
      const input = { organisationId, caseNo: trackerCase.case_no, contact: trackerCase.contact_channel };
      caseIds.set(trackerCase.case_no, await addDemoCase(trx, input, now));
    }
    await seedTrackerData(trx, orgIds.get('DEMO') ?? '', caseIds, now);
    await seedClosedCases(trx, orgIds.get('DEMO') ?? '', now);
    await ensureReferenceLists(trx);
    for (const orgId of orgIds.values()) await seedDefaultStatuses(trx, orgId);
    const user = (name: string) => userIds.get(name) ?? null;
    // A few hundred assignments over types, statuses and dates; handler holds about a third.
    await seedClaims(trx, {
      organisationId: orgIds.get('DEMO') ?? '',
      prefix: 'DOS',
      files: 120,
      assignees: [user('handler'), user('handler'), user('handler2'), user('manager'), null],
      group: DEMO_WORK_GROUP,
      now: clock.now(),
      random: seededRandom(2026),
      fixed: [
        {
          claim_file_no: 'DEMO000123',
          tracker_case_id: caseIds.get('DEMO000123') ?? null,
          insured_name: 'Ion Popescu',
          plate: 'B 123 ABC',
          assignee: user('handler'),
          stages: 2,
          status: 'scheduled',
        },
        {
          claim_file_no: 'DEMO000456',
          tracker_case_id: caseIds.get('DEMO000456') ?? null,
          insured_name: 'Maria Ionescu',
          plate: 'CJ 45 XYZ',
          assignee: user('handler2'),
          stages: 1,
          status: 'in_progress',
        },
        {
          claim_file_no: 'DEMO000789',
          tracker_case_id: caseIds.get('DEMO000789') ?? null,
          insured_name: 'Andrei Vasilescu',
          plate: 'IF 07 DMO',
          assignee: user('handler'),
          stages: 2,
          status: 'new',
          dueInDays: 0,
        },
      ],
    });
    // DEMO000123's open document request belongs to its inspection: what the tracker's button fills.
    const demoCase = { id: caseIds.get('DEMO000123') ?? '', organisation_id: orgIds.get('DEMO') ?? '' };
    const [inspection] = await openAssignmentsOfCase(trx, demoCase, ['vehicle_inspection']);
    if (!inspection) throw new Error('DEMO000123 has no inspection to ask for its documents.');
    await linkCaseRequestsTo(trx, demoCase.id, inspection.id, now);
    // handler starts with new work waiting, so the notification dialog has something to show and lead to.
    // Written in handler's own language (English), as a notification of real work would be.
    const handlerId = userIds.get('handler') ?? '';
    const name = `DEMO000123 · ${assignmentTypeName('vehicle_inspection', 'en')}`;
    await recordNewActivities(trx, handlerId, name, 2, clock.now(), inspection.id);
    await seedAreas(trx, orgIds.get('DEMO') ?? '', now);
    await seedParties(trx, orgIds.get('DEMO') ?? '', now);
    await seedAppointments(trx, orgIds.get('DEMO') ?? '', clock.now());
    await seedAssessments(
      trx,
      orgIds.get('DEMO') ?? '',
      { assessor: user('assessor'), manager: user('assessor.manager') },
      now,
    );
    // The partner organisation's own claims: never visible to DEMO's staff.
    await seedClaims(trx, {
      organisationId: orgIds.get('PARTNER1') ?? '',
      prefix: 'PRT',
      files: 3,
      assignees: [null],
      group: PARTNER_WORK_GROUP,
      now: clock.now(),
      random: seededRandom(7),
    });
    // Every claim file gets its policy in the register, and README's policies are added.
    await seedPolicies(trx, { demo: orgIds.get('DEMO') ?? '', partner: orgIds.get('PARTNER1') ?? '' }, clock.now());
    // After the policies: a claim's figure takes its policy's deductible.
    await seedMoney(
      trx,
      [orgIds.get('DEMO') ?? '', orgIds.get('PARTNER1') ?? ''],
      {
        assessor: user('assessor'),
        approver: user('assessor.manager'),
        handler: user('handler'),
        manager: user('manager'),
      },
      clock.now(),
    );
  });
  return true;
}
