import { sql, type Kysely } from 'kysely';
import type { VersionedSection } from '../../../contract/settings.ts';
import type { Database } from '../../db/schema.ts';

// Each section of the settings page is versioned on its own: a save first bumps the version the
// configurator saw, in the same UPDATE that checks it, so of two saves on one version one lands.

const SECTION_COLUMNS = {
  branding: 'branding_version',
  password_policy: 'password_policy_version',
  tracker: 'tracker_version',
  assistant: 'assistant_version',
  ip_allow_list: 'ip_allow_list_version',
  language: 'language_version',
  assessment: 'assessment_version',
} as const satisfies Record<VersionedSection, string>;

/** Bumps one settings section's version if it is still `expected`. */
export async function bumpSectionVersion(
  db: Kysely<Database>,
  organisationId: string,
  section: VersionedSection,
  expected: number,
): Promise<boolean> {
  const column = SECTION_COLUMNS[section];
  const result = await db
    .updateTable('organisations')
    .set({ [column]: sql`${sql.ref(column)} + 1` })
    .where('id', '=', organisationId)
    .where(column, '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The organisation's section versions, as the settings page receives them. */
export async function findSectionVersions(
  db: Kysely<Database>,
  organisationId: string,
): Promise<Record<VersionedSection, number>> {
  const row = await db
    .selectFrom('organisations')
    .select(Object.values(SECTION_COLUMNS))
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return {
    branding: row.branding_version,
    password_policy: row.password_policy_version,
    tracker: row.tracker_version,
    assistant: row.assistant_version,
    ip_allow_list: row.ip_allow_list_version,
    language: row.language_version,
    assessment: row.assessment_version,
  };
}

/** What a settings save may change on the organisation; objects are stored as JSON. */
export interface SettingsPatch {
  branding?: object;
  app_metadata?: object;
  ip_allow_list?: readonly string[];
  default_language?: 'en' | 'ro';
  assessment_settings?: object;
}

export async function saveOrganisationSettings(db: Kysely<Database>, organisationId: string, patch: SettingsPatch) {
  const json = (value: object | undefined) => (value === undefined ? undefined : JSON.stringify(value));
  await db
    .updateTable('organisations')
    .set({
      branding: json(patch.branding),
      app_metadata: json(patch.app_metadata),
      ip_allow_list: json(patch.ip_allow_list),
      default_language: patch.default_language,
      assessment_settings: json(patch.assessment_settings),
    })
    .where('id', '=', organisationId)
    .execute();
}
