import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { normaliseTerm, prefixEnd } from '../../search/prefix-terms.ts';
import { userIdsNamed } from '../organisations/index.ts';

type Eb = ExpressionBuilder<Database & { a: Database['assignments'] }, 'a'>;

/**
 * The worklist's text, as a condition on the assignments table aliased `a`: a word of what the
 * row shows starts with it (the assignment's or claim file's number, the plate, a name of the
 * insured, through the search's word index; the assignee's name), ignoring case, spaces and
 * diacritics. The policy number, in the same index, matches too. Null when the text has nothing
 * to match by (empty, or punctuation only): then it narrows nothing.
 */
export async function worklistTextMatch(db: Kysely<Database>, organisationId: string, text: string | undefined) {
  const prefix = normaliseTerm(text ?? '');
  if (!prefix) return null;
  const end = prefixEnd(prefix);
  const assignees = await userIdsNamed(db, organisationId, prefix);
  return (eb: Eb) =>
    eb.or([
      eb(
        'a.id',
        'in',
        eb
          .selectFrom('assignment_search_terms as t')
          .select('t.assignment_id')
          .where('t.organisation_id', '=', organisationId)
          .where('t.term', '>=', prefix)
          .$call((q) => (end === null ? q : q.where('t.term', '<', end))),
      ),
      ...(assignees.length > 0 ? [eb('a.assignee_user_id', 'in', assignees)] : []),
    ]);
}
