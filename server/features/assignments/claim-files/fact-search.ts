import type { Kysely } from 'kysely';
import type { ClaimFactField, FoundBy } from '../../../../contract/claim-facts.ts';
import type { Database } from '../../../db/schema.ts';

/** A normalised prefix and the smallest term above it (null: none), as prefix-terms.ts makes them. */
export interface TermRange {
  organisationId: string;
  prefix: string;
  end: string | null;
}

/** The claim files of the organisation with a fact (VIN, phone, e-mail, police report, other plate) starting with the prefix. */
export const filesWithFact = (db: Kysely<Database>, range: TermRange) =>
  db
    .selectFrom('claim_file_search_terms as ft')
    .select('ft.claim_file_id')
    .where('ft.organisation_id', '=', range.organisationId)
    .where('ft.term', '>=', range.prefix)
    .$call((q) => (range.end === null ? q : q.where('ft.term', '<', range.end)));

/** For each of these files found by a fact, the first fact that matched, as written on the file. */
export async function foundByOf(
  db: Kysely<Database>,
  range: TermRange,
  claimFileIds: readonly string[],
): Promise<Map<string, NonNullable<FoundBy>>> {
  const found = new Map<string, NonNullable<FoundBy>>();
  if (claimFileIds.length === 0) return found;
  const rows = await filesWithFact(db, range)
    .select(['ft.field', 'ft.value'])
    .where('ft.claim_file_id', 'in', [...new Set(claimFileIds)])
    .orderBy('ft.claim_file_id')
    .orderBy('ft.term')
    .execute();
  for (const row of rows)
    if (!found.has(row.claim_file_id))
      found.set(row.claim_file_id, { field: row.field as ClaimFactField, value: row.value });
  return found;
}
