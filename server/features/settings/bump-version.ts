import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Each bump is the first write of its transaction and checks the version the caller saw in the same
// UPDATE: of two writers holding one version exactly one bumps it, and the row stays locked (on
// PostgreSQL) until the rest of the change is written, so what follows reads the latest state.

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
