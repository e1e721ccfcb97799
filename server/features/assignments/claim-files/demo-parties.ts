import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { timeOrderedId } from '../../../db/time-ordered-id.ts';
import { indexClaimFileFacts } from './index-facts.ts';
import type { ClaimPartiesTable } from './tables.ts';

/** The organisation's claim files by number, with what their policyholder is named and reached by, their product and when they came. */
export function claimFilesByNumber(db: Kysely<Database>, organisationId: string) {
  return db
    .selectFrom('claim_files')
    .select(['id', 'organisation_id', 'claim_file_no', 'insured_name', 'contact', 'policy_type', 'created_at'])
    .where('organisation_id', '=', organisationId)
    .orderBy('claim_file_no')
    .execute();
}

/**
 * The people of many claim files at once (the demo's hundreds), in the order given and fifty per
 * statement, where replaceParties writes one file's.
 */
export async function addClaimPartiesInBulk(
  db: Kysely<Database>,
  parties: readonly Omit<ClaimPartiesTable, 'id'>[],
  now: Date,
): Promise<void> {
  const rows = parties.map((party) => ({ ...party, id: timeOrderedId(now) }));
  // Batches keep each statement under SQLite's limit of bound parameters.
  for (let start = 0; start < rows.length; start += 50)
    await db
      .insertInto('claim_parties')
      .values(rows.slice(start, start + 50))
      .execute();
  await indexClaimFileFacts(
    db,
    parties.map((party) => party.claim_file_id),
  );
}
