import type { Kysely } from 'kysely';
import { type ClaimFileSearchResult, SEARCH_MAX_CLAIM_FILES } from '../../../contract/assignments.ts';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../organisations/index.ts';
import { normaliseTerm, prefixEnd } from '../../search/prefix-terms.ts';
import { filesWithFact, foundByOf } from './claim-files/fact-search.ts';

/**
 * The claim files the search box offers before the assignments: those of the caller's
 * organisation with an assignment found under what was typed (the same word index), those with a
 * fact starting with it (VIN, phone, e-mail, police report, another party's plate), and those
 * whose number starts with it, so a claim file without assignments is found by its number too.
 */
export async function searchClaimFiles(
  db: Kysely<Database>,
  user: UserRow,
  text: string,
): Promise<ClaimFileSearchResult[]> {
  const prefix = normaliseTerm(text);
  if (!prefix) return [];
  const end = prefixEnd(prefix);
  const range = { organisationId: user.organisation_id, prefix, end };
  const files = await db
    .selectFrom('claim_files as f')
    .select(['f.id', 'f.claim_file_no', 'f.insured_name', 'f.plate'])
    .where('f.organisation_id', '=', user.organisation_id)
    .where((eb) =>
      eb.or([
        eb(
          'f.id',
          'in',
          eb
            .selectFrom('assignment_search_terms as t')
            .innerJoin('assignments as a', 'a.id', 't.assignment_id')
            .select('a.claim_file_id')
            .where('t.organisation_id', '=', user.organisation_id)
            .where('t.term', '>=', prefix)
            .$call((q) => (end === null ? q : q.where('t.term', '<', end))),
        ),
        eb('f.id', 'in', filesWithFact(db, range)),
        eb.and([eb('f.claim_file_no', '>=', prefix), ...(end === null ? [] : [eb('f.claim_file_no', '<', end)])]),
      ]),
    )
    .orderBy('f.claim_file_no')
    .limit(SEARCH_MAX_CLAIM_FILES)
    .execute();
  const foundBy = await foundByOf(
    db,
    range,
    files.map((file) => file.id),
  );
  return files.map(({ id, ...file }) => ({ ...file, found_by: foundBy.get(id) ?? null }));
}
