import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Each bump is the first write of its transaction and checks the version the caller saw in the same
// UPDATE: of two writers holding one version exactly one bumps it, and the row stays locked (on
// PostgreSQL) until the rest of the change is written, so what follows reads the latest state.

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
