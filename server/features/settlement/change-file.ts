import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findSettlementFile, type SettlementFileRow } from './settlement-files.ts';

/**
 * Makes one change of a claim's money on the version the caller saw, in one transaction whose
 * first write takes that version: of two changes on one version exactly one goes through, and the
 * other is told it is stale (the route answers it with the money as it is now). A refusal thrown
 * by `write` undoes the whole change, the version included.
 */
export async function changeSettlementFile<T>(
  db: Kysely<Database>,
  change: { claimFileId: string; expected: number; userId: string; now: Date },
  write: (trx: Kysely<Database>, file: SettlementFileRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('settlement_files')
      .set({ version: change.expected + 1, updated_at: change.now.toISOString(), updated_by_user_id: change.userId })
      .where('claim_file_id', '=', change.claimFileId)
      .where('version', '=', change.expected)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError('conflict', 'error.version.conflict');
    const file = await findSettlementFile(trx, change.claimFileId);
    if (!file) throw new AppError('not_found', 'error.notFound.claimFile');
    return write(trx, file);
  });
}

/** The same change made by the system inside a caller's transaction (a note approved), whatever version it is at. */
export async function bumpSettlementFile(trx: Kysely<Database>, claimFileId: string, now: Date, userId: string | null) {
  await trx
    .updateTable('settlement_files')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString(), updated_by_user_id: userId }))
    .where('claim_file_id', '=', claimFileId)
    .execute();
}
