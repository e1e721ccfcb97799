import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { claimFactTerms } from './fact-terms.ts';

const FILES_PER_PASS = 200;
const TERMS_PER_INSERT = 300;

/**
 * Writes again the words these claim files are found by from their VIN, contact, police report
 * and people (claimFactTerms), as they are now: every writer of those facts calls it, inside its
 * own transaction, so the search never finds a file by a fact it no longer has.
 */
export async function indexClaimFileFacts(db: Kysely<Database>, claimFileIds: readonly string[]): Promise<void> {
  const ids = [...new Set(claimFileIds)];
  for (let start = 0; start < ids.length; start += FILES_PER_PASS) {
    const pass = ids.slice(start, start + FILES_PER_PASS);
    const files = await db
      .selectFrom('claim_files')
      .select(['id', 'organisation_id', 'vin', 'plate', 'contact', 'police_report_no'])
      .where('id', 'in', pass)
      .execute();
    const parties = await db
      .selectFrom('claim_parties')
      .select(['claim_file_id', 'role', 'phone', 'email', 'plate'])
      .where('claim_file_id', 'in', pass)
      .execute();
    await db.deleteFrom('claim_file_search_terms').where('claim_file_id', 'in', pass).execute();
    const rows = files.flatMap((file) =>
      claimFactTerms({ ...file, parties: parties.filter((p) => p.claim_file_id === file.id) }).map((fact) => ({
        organisation_id: file.organisation_id,
        claim_file_id: file.id,
        ...fact,
      })),
    );
    for (let at = 0; at < rows.length; at += TERMS_PER_INSERT)
      await db
        .insertInto('claim_file_search_terms')
        .values(rows.slice(at, at + TERMS_PER_INSERT))
        .execute();
  }
}
