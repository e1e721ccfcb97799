import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One status of one assignment type of an organisation. */
export type StatusKey = { organisation_id: string; assignment_type: string; code: string };

/** The organisation's statuses of every type, by type then in their order, with their help texts. */
export const statusRowsOf = (db: Kysely<Database>, organisationId: string) =>
  db
    .selectFrom('assignment_statuses')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .orderBy('assignment_type')
    .orderBy('sort')
    .execute();

/**
 * Bumps a status's help version if it is still `expected`, as the first write of its transaction:
 * of two editors holding one version exactly one bumps it.
 */
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

export async function setStatusHelp(
  db: Kysely<Database>,
  status: StatusKey,
  help: { help_en: string; help_ro: string },
) {
  await db
    .updateTable('assignment_statuses')
    .set(help)
    .where('organisation_id', '=', status.organisation_id)
    .where('assignment_type', '=', status.assignment_type)
    .where('code', '=', status.code)
    .execute();
}
