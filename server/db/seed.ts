import { seedAreas } from './seed-areas.ts';
import { seedAppointments } from './seed-appointments.ts';
import type { Kysely } from 'kysely';
import { DEFAULT_BRANDING } from '../../contract/branding.ts';
import { DEFAULT_APP_METADATA, type AppMetadata } from '../../contract/organisation.ts';
import { ROLES } from '../../contract/roles.ts';
import type { Clock } from '../clock.ts';
import { addStandingReplacement, hashPassword } from '../features/auth/index.ts';
import { linkCaseRequestsTo } from '../features/documents/index.ts';
import { recordNewActivities } from '../features/notifications/index.ts';
import { addDemoOrganisation, addDemoUser, findOrganisationByCode } from '../features/organisations/index.ts';
import { addDemoCase } from '../features/tracker/index.ts';
import type { Database } from './schema.ts';
import { seedTrackerData } from './seed-tracker.ts';
import { seedParties } from './seed-parties.ts';
import { seedAssessments } from './seed-assessments.ts';
import { openAssignmentsOfCase, seedDefaultStatuses } from '../features/assignments/index.ts';
import { ensureReferenceLists } from '../features/reference/index.ts';
import { seedClaims, seededRandom } from './seed-claims.ts';
import { seedPolicies } from './seed-policies.ts';

/** The demo password of every seeded user; README lists it with the logins. */
export const DEMO_PASSWORD = 'Safe-Claims-2026!';

/**
 * The demo organisation's password policy: at least 10 characters (README explains why a real
 * deployment wants 8 with the one-time password and 15 without), none of the username, the
 * organisation's name or a Romanian month, and at least one character that is not a letter.
 */
export const DEMO_APP_METADATA: AppMetadata = {
  ...DEFAULT_APP_METADATA,
  enable_user_impersonation: true,
  enable_special_customers: true,
  enable_user_new_activities_notifications: true,
  // The assistant shows only where a model is configured (AI_BASE_URL, AI_MODEL).
  enable_ai_assistant: true,
  assistant_roles: ['claims.handler', 'claims.manager'],
  credentials: {
    password_policy: {
      min_length: 10,
      prevent_username: true,
      prevent_username_message: {
        en: 'The password must not contain the username.',
        ro: 'Parola nu poate contine numele de utilizator.',
      },
      prevent_org_name: true,
      prevent_org_name_message: {
        en: "The password must not contain the organisation's name.",
        ro: 'Parola nu poate contine numele organizatiei.',
      },
      prevent_month: true,
      prevent_month_message: {
        en: 'The password must not contain the name of a month.',
        ro: 'Parola nu poate contine numele unei luni.',
      },
      validation_rule: '[^\\p{L}]',
      validation_rule_message: {
        en: 'The password must contain at least one digit or symbol.',
        ro: 'Parola trebuie sa contina cel putin o cifra sau un simbol.',
      },
    },
  },
};

const DEMO_ORGANISATIONS = [
  {
    code: 'DEMO',
    name: 'Demo Asigurari',
    org_type: 'primary',
    short_name: 'Demo Asigurari',
    app_metadata: DEMO_APP_METADATA,
  },
  {
    code: 'PARTNER1',
    name: 'Partner Service Auto',
    org_type: 'other',
    short_name: 'Partner Service',
    app_metadata: DEFAULT_APP_METADATA,
  },
] as const;

interface DemoUser {
  username: string;
  full_name: string;
  org: string;
  email: string;
  roles: string[];
  otp_required?: boolean;
  password_expired?: boolean;
  locked?: boolean;
  /** The claims team whose unassigned work the user sees and may take. */
  work_group?: string;
}

/** The claims team whose unassigned work shows on its members' dashboards. */
export const DEMO_WORK_GROUP = 'claims-bucharest';
/** The partner organisation's team, which its unassigned claims belong to. */
const PARTNER_WORK_GROUP = 'partner';

/** Usernames later issues rely on; roles and flags grow with the issues that need them. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    full_name: 'Ana Admin',
    org: 'DEMO',
    email: 'admin@example.test',
    roles: [
      ROLES.appPreviewer,
      ROLES.appConfigurator,
      ROLES.orgConfigurator,
      ROLES.partnerManager,
      ROLES.orgHelpAdmin,
      ROLES.assessorManager,
    ],
  },
  {
    username: 'manager',
    full_name: 'Mihai Manager',
    org: 'DEMO',
    email: 'manager@example.test',
    roles: ['claims.manager', 'claims.selfmanaged'],
    work_group: DEMO_WORK_GROUP,
  },
  {
    username: 'assessor',
    full_name: 'Ioana Assessor',
    org: 'DEMO',
    email: 'assessor@example.test',
    roles: [ROLES.assessor],
    work_group: DEMO_WORK_GROUP,
  },
  {
    username: 'assessor.manager',
    full_name: 'Victor Assessor-Manager',
    org: 'DEMO',
    email: 'assessor.manager@example.test',
    roles: [ROLES.assessorManager],
    work_group: DEMO_WORK_GROUP,
  },
  {
    username: 'handler',
    full_name: 'Elena Handler',
    org: 'DEMO',
    email: 'handler@example.test',
    roles: ['claims.handler'],
    work_group: DEMO_WORK_GROUP,
  },
  {
    username: 'handler2',
    full_name: 'Radu Handler',
    org: 'DEMO',
    email: 'handler2@example.test',
    roles: ['claims.handler', 'claims.selfmanaged'],
    work_group: DEMO_WORK_GROUP,
  },
  {
    username: 'otp.user',
    full_name: 'Oana Otp',
    org: 'DEMO',
    email: 'otp.user@example.test',
    roles: ['claims.handler'],
    otp_required: true,
    work_group: DEMO_WORK_GROUP,
  },
  {
    username: 'expired.user',
    full_name: 'Emil Expired',
    org: 'DEMO',
    email: 'expired.user@example.test',
    roles: ['claims.handler'],
    password_expired: true,
    work_group: DEMO_WORK_GROUP,
  },
  {
    username: 'locked.user',
    full_name: 'Laura Locked',
    org: 'DEMO',
    email: 'locked.user@example.test',
    roles: ['claims.handler'],
    locked: true,
  },
  // Staff of the partner organisation, so that checks across organisations run both ways.
  {
    username: 'partner1.handler',
    full_name: 'Paul Partener',
    org: 'PARTNER1',
    email: 'partner1.handler@example.test',
    roles: ['claims.handler', 'claims.selfmanaged'],
    work_group: PARTNER_WORK_GROUP,
  },
];

/** handler stands in for handler2, whom impersonation lets handler act as. */
const DEMO_REPLACEMENTS = [{ user: 'handler', replaces: 'handler2' }] as const;

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
  const orgIds = new Map<string, string>();
  // Every demo user has the same published password, so one argon2id hash serves them all: a
  // seed then costs one hash, not one per user (the test suite seeds once per engine and run).
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    for (const org of DEMO_ORGANISATIONS) {
      const branding = { ...DEFAULT_BRANDING, short_name: org.short_name };
      orgIds.set(org.code, await addDemoOrganisation(trx, { ...org, branding }, now));
    }
    const userIds = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const id = await addDemoUser(
        trx,
        {
          organisationId: orgIds.get(user.org) ?? '',
          username: user.username,
          full_name: user.full_name,
          email: user.email,
          roles: user.roles,
          passwordHash,
          otp_required: user.otp_required ?? false,
          password_expired: user.password_expired ?? false,
          locked: user.locked ?? false,
          work_group: user.work_group ?? null,
        },
        now,
      );
      userIds.set(user.username, id);
    }
    for (const r of DEMO_REPLACEMENTS)
      await addStandingReplacement(trx, userIds.get(r.user) ?? '', userIds.get(r.replaces) ?? '');
    // handler starts with new work waiting, so the notification dialog has something to show.
    await recordNewActivities(trx, userIds.get('handler') ?? '', 'DEMO000123 · Constatare', 2, clock.now());
    const caseIds = new Map<string, string>();
    for (const trackerCase of DEMO_TRACKER_CASES) {
      const organisationId = orgIds.get(trackerCase.org) ?? '';
      const input = { organisationId, caseNo: trackerCase.case_no, contact: trackerCase.contact_channel };
      caseIds.set(trackerCase.case_no, await addDemoCase(trx, input, now));
    }
    await seedTrackerData(trx, orgIds.get('DEMO') ?? '', caseIds, now);
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
  });
  return true;
}
