import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// The roles each organisation knows besides the product's own, named in both languages. Until now a
// role was any text; every role in use (held by a user, allowed the assistant, given an approval or
// payment limit, the defaults included) becomes a role of its organisation, so nothing in use is
// refused later. The product's usual claims roles get their names; any other is named by its code
// until a configurator names it.

const BUILT_IN = [
  'app_previewer',
  'app_configurator',
  'org_configurator',
  'partner_manager',
  'org_help_admin',
  'AC.Assessor',
  'AC.Assessor.Manager',
];
const NAMES: Record<string, [string, string]> = {
  'claims.handler': ['Claims handler', 'Inspector daune'],
  'claims.manager': ['Claims manager', 'Manager daune'],
  'claims.selfmanaged': ['Manages own time off', 'Își gestionează concediul'],
};
// The defaults of the approval and payment limits when the organisation never saved its own.
const DEFAULT_APPROVAL_ROLES = ['AC.Assessor.Manager', 'claims.manager'];
const DEFAULT_PAYMENT_ROLES = ['claims.handler', 'claims.manager'];

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const limitRoles = (value: unknown): string[] =>
  Array.isArray(value) ? strings(value.map((limit) => (limit as { role?: unknown } | null)?.role)) : [];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organisation_roles')
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ro', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('organisation_roles_pk', ['organisation_id', 'code'])
    .execute();

  const inUse = new Map<string, Set<string>>();
  const use = (organisationId: string, roles: string[]) => {
    const set = inUse.get(organisationId) ?? new Set<string>();
    for (const role of roles) if (!BUILT_IN.includes(role) && /^[A-Za-z][\w.]{1,63}$/.test(role)) set.add(role);
    inUse.set(organisationId, set);
  };
  const organisations = (await db
    .selectFrom('organisations')
    .select(['id', 'app_metadata', 'assessment_settings'])
    .execute()) as { id: string; app_metadata: string | null; assessment_settings: string | null }[];
  const settlement = (await db.selectFrom('settlement_settings').select(['organisation_id', 'settings']).execute()) as {
    organisation_id: string;
    settings: string;
  }[];
  for (const org of organisations) {
    use(org.id, strings((parsed(org.app_metadata) as { assistant_roles?: unknown } | null)?.assistant_roles));
    const assessment = parsed(org.assessment_settings) as { approval_limits?: unknown } | null;
    use(org.id, assessment ? limitRoles(assessment.approval_limits) : DEFAULT_APPROVAL_ROLES);
    const money = settlement.find((s) => s.organisation_id === org.id);
    const payments = money ? (parsed(money.settings) as { payment_limits?: unknown } | null) : null;
    use(org.id, payments ? limitRoles(payments.payment_limits) : DEFAULT_PAYMENT_ROLES);
  }
  const users = (await db.selectFrom('users').select(['organisation_id', 'roles']).execute()) as {
    organisation_id: string;
    roles: string;
  }[];
  for (const user of users) use(user.organisation_id, strings(parsed(user.roles)));

  const now = new Date().toISOString();
  for (const [organisationId, roles] of inUse)
    for (const code of [...roles].sort()) {
      const [name_en, name_ro] = NAMES[code] ?? [code, code];
      await db
        .insertInto('organisation_roles')
        .values({ organisation_id: organisationId, code, name_en, name_ro, created_at: now, version: 1 })
        .execute();
    }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organisation_roles').execute();
}
