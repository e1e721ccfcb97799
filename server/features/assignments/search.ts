import type { Kysely } from 'kysely';
import { assignmentTypeName, SEARCH_MAX_RESULTS, type SearchResult } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../organisations/index.ts';
import { normaliseTerm, prefixEnd } from '../../search/prefix-terms.ts';
import { filesWithFact, foundByOf } from './claim-files/fact-search.ts';
import { describeStatus, statusesOfOrganisation } from './statuses.ts';
import { LISTED_COLUMNS } from './listed-columns.ts';

/**
 * The search box: assignments of the caller's organisation with a word starting with what was
 * typed (claim file or assignment number, plate, policy, an insured's name), or on a claim file
 * with such a fact (VIN, phone, e-mail, police report, another party's plate), open ones first.
 */
export async function searchAssignments(
  db: Kysely<Database>,
  user: UserRow,
  text: string,
  language: Language,
): Promise<SearchResult[]> {
  const prefix = normaliseTerm(text);
  if (!prefix) return [];
  const end = prefixEnd(prefix);
  const range = { organisationId: user.organisation_id, prefix, end };
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select([...LISTED_COLUMNS, 'a.claim_file_id', 'f.claim_file_no', 'f.plate', 'f.policy_no', 'f.insured_name'])
    .where((eb) =>
      eb.or([
        eb(
          'a.id',
          'in',
          eb
            .selectFrom('assignment_search_terms as t')
            .select('t.assignment_id')
            .where('t.organisation_id', '=', user.organisation_id)
            .where('t.term', '>=', prefix)
            .$call((q) => (end === null ? q : q.where('t.term', '<', end)))
            .limit(SEARCH_MAX_RESULTS * 5),
        ),
        eb('a.claim_file_id', 'in', filesWithFact(db, range).limit(SEARCH_MAX_RESULTS * 5)),
      ]),
    )
    .where('a.organisation_id', '=', user.organisation_id)
    .orderBy('a.is_final')
    .orderBy('a.updated_at', 'desc')
    .limit(SEARCH_MAX_RESULTS)
    .execute();
  const statuses = await statusesOfOrganisation(db, user.organisation_id);
  const foundBy = await foundByOf(
    db,
    range,
    rows.map((row) => row.claim_file_id),
  );
  return rows.map((row) => {
    const status = describeStatus(statuses, row.assignment_type, row.status_code, language);
    return {
      id: row.id,
      assignment_no: row.assignment_no,
      claim_file_no: row.claim_file_no,
      type_name: assignmentTypeName(row.assignment_type, language),
      status: { name: status.name, color: status.color },
      plate: row.plate,
      policy_no: row.policy_no,
      insured_name: row.insured_name,
      found_by: foundBy.get(row.claim_file_id) ?? null,
    };
  });
}
