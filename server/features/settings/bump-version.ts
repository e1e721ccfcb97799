import { sql, type Kysely } from 'kysely';
import type { VersionedSection } from '../../../contract/settings.ts';
import type { Database } from '../../db/schema.ts';

// Each bump is the first write of its transaction and checks the version the caller saw in the same
// UPDATE: of two writers holding one version exactly one bumps it, and the row stays locked (on
// PostgreSQL) until the rest of the change is written, so what follows reads the latest state.

/** Bumps a user's version if it is still `expected`; false when someone changed the user since. */
export async function bumpUserVersion(db: Kysely<Database>, userId: string, expected: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ version: sql`version + 1` })
    .where('id', '=', userId)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

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

type StatusKey = { organisation_id: string; assignment_type: string; code: string };

/** Bumps a status's help version if it is still `expected`. */
export async function bumpStatusHelpVersion(
  db: Kysely<Database>,
  status: StatusKey,
  expected: number,
): Promise<boolean> {
  const result = await db
    .updateTable('assignment_statuses')
    .set({ help_version: sql`help_version + 1` })
    .where('organisation_id', '=', status.organisation_id)
    .where('assignment_type', '=', status.assignment_type)
    .where('code', '=', status.code)
    .where('help_version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Runs `write` in one transaction once `bump` took the version; false, with nothing written, when it was stale. */
export async function writeIfCurrent(
  db: Kysely<Database>,
  bump: (trx: Kysely<Database>) => Promise<boolean>,
  write: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await bump(trx))) return false;
    await write(trx);
    return true;
  });
}

/** A status's help texts and their version. */
export async function findStatusHelp(db: Kysely<Database>, status: StatusKey) {
  return db
    .selectFrom('assignment_statuses')
    .select(['help_en', 'help_ro', 'help_version'])
    .where('organisation_id', '=', status.organisation_id)
    .where('assignment_type', '=', status.assignment_type)
    .where('code', '=', status.code)
    .executeTakeFirst();
}
