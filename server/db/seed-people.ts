import type { Kysely } from 'kysely';
import { DEFAULT_BRANDING } from '../../contract/branding.ts';
import { DEFAULT_APP_METADATA, type AppMetadata } from '../../contract/organisation.ts';
import { ROLES } from '../../contract/roles.ts';
import { addStandingReplacement } from '../features/auth/index.ts';
import { addDemoOrganisation, addDemoUser, addOwnRole } from '../features/organisations/index.ts';
import type { Database } from './schema.ts';

/**
 * The demo organisation's password policy: at least 10 characters (docs/security.md explains why a real
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
        ro: 'Parola nu poate conține numele de utilizator.',
      },
      prevent_org_name: true,
      prevent_org_name_message: {
        en: "The password must not contain the organisation's name.",
        ro: 'Parola nu poate conține numele organizației.',
      },
      prevent_month: true,
      prevent_month_message: {
        en: 'The password must not contain the name of a month.',
        ro: 'Parola nu poate conține numele unei luni.',
      },
      validation_rule: '[^\\p{L}]',
      validation_rule_message: {
        en: 'The password must contain at least one digit or symbol.',
        ro: 'Parola trebuie să conțină cel puțin o cifră sau un simbol.',
      },
    },
  },
};

const DEMO_ORGANISATIONS = [
  {
    code: 'DEMO',
    name: 'Demo Asigurări',
    org_type: 'primary',
    short_name: 'Demo Asigurări',
    colour: DEFAULT_BRANDING.color,
    app_metadata: DEMO_APP_METADATA,
  },
  {
    code: 'PARTNER1',
    name: 'Partner Service Auto',
    org_type: 'other',
    short_name: 'Partner Service',
    // Its own colour, so that its public pages and staff screens are told apart from DEMO's at a glance.
    colour: '#2e6b34',
    app_metadata: DEFAULT_APP_METADATA,
  },
] as const;

/**
 * The roles both demo organisations gave themselves, beside the product's own: those their people
 * hold and their approval and payment limits name.
 */
export const DEMO_ROLES = [
  { code: 'claims.handler', name_en: 'Claims handler', name_ro: 'Inspector daune' },
  { code: 'claims.manager', name_en: 'Claims manager', name_ro: 'Manager daune' },
  { code: 'claims.selfmanaged', name_en: 'Manages own time off', name_ro: 'Își gestionează concediul' },
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
export const PARTNER_WORK_GROUP = 'partner';

/** Usernames the tests and README rely on; roles and flags grow with what they need. */
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

/**
 * The demo organisations and their staff, every user with the same password hash; answers the ids
 * by organisation code and by username, for the rest of the story to name them.
 */
export async function seedPeople(db: Kysely<Database>, passwordHash: string, now: string) {
  const orgIds = new Map<string, string>();
  for (const org of DEMO_ORGANISATIONS) {
    const branding = { ...DEFAULT_BRANDING, short_name: org.short_name, color: org.colour, material_color: org.colour };
    const id = await addDemoOrganisation(db, { ...org, branding }, now);
    orgIds.set(org.code, id);
    for (const role of DEMO_ROLES) await addOwnRole(db, id, role, new Date(now));
  }
  const userIds = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const id = await addDemoUser(
      db,
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
    await addStandingReplacement(db, userIds.get(r.user) ?? '', userIds.get(r.replaces) ?? '');
  return { orgIds, userIds };
}
