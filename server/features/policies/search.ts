import type { Kysely } from 'kysely';
import { POLICY_SEARCH_MAX_RESULTS, type Policy } from '../../../contract/policies.ts';
import type { Database } from '../../db/schema.ts';
import { normaliseTerm, prefixEnd } from '../../search/prefix-terms.ts';
import { withVehicles } from './repository.ts';

/** The words a policy is found by: its number, each plate and VIN, each word of the holder's name and the whole name. */
export function policyTermsOf(input: {
  policy_no: string;
  holder_name: string;
  vehicles: readonly { plate: string; vin: string }[];
}): string[] {
  const words = [
    input.policy_no,
    ...input.vehicles.flatMap((v) => [v.plate, v.vin]),
    ...input.holder_name.split(/\s+/),
    input.holder_name,
  ];
  return [...new Set(words.map(normaliseTerm).filter((term) => term.length > 0))];
}

/**
 * Policies of the organisation with a word starting with what was typed (case, spaces, dashes and
 * diacritics ignored), by number. One index range over the search terms; never another organisation's.
 */
export async function searchPolicies(db: Kysely<Database>, organisationId: string, text: string): Promise<Policy[]> {
  const prefix = normaliseTerm(text);
  if (!prefix) return [];
  const end = prefixEnd(prefix);
  const rows = await db
    .selectFrom('policies')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('policy_search_terms as t')
        .select('t.policy_id')
        .where('t.organisation_id', '=', organisationId)
        .where('t.term', '>=', prefix)
        .$call((q) => (end === null ? q : q.where('t.term', '<', end)))
        .limit(POLICY_SEARCH_MAX_RESULTS * 5),
    )
    .orderBy('policy_no')
    .limit(POLICY_SEARCH_MAX_RESULTS)
    .execute();
  return withVehicles(db, rows);
}
