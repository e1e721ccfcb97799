import type { Kysely } from 'kysely';
import { ASSIGNMENT_TYPES } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { StatusChoice } from '../../../contract/worklist-narrowing.ts';
import type { Database } from '../../db/schema.ts';
import { statusesOfOrganisation, statusInLanguage } from './statuses.ts';

/** Types this product does not know (newer data) come after the known ones. */
const typeOrder = (type: string) => {
  const at = ASSIGNMENT_TYPES.indexOf(type as (typeof ASSIGNMENT_TYPES)[number]);
  return at === -1 ? ASSIGNMENT_TYPES.length : at;
};

/**
 * The statuses the organisation uses, by type in the product's order and within a type in
 * workflow order, named in the reader's language: what the worklist's status filter offers.
 */
export async function statusChoices(
  db: Kysely<Database>,
  organisationId: string,
  language: Language,
): Promise<StatusChoice[]> {
  const rows = [...(await statusesOfOrganisation(db, organisationId)).values()];
  return rows
    .map((row, at) => ({ row, at }))
    .sort((x, y) => typeOrder(x.row.assignment_type) - typeOrder(y.row.assignment_type) || x.at - y.at)
    .map(({ row }) => {
      const status = statusInLanguage(row, language);
      return { assignment_type: row.assignment_type, code: row.code, name: status.name, is_final: status.is_final };
    });
}
