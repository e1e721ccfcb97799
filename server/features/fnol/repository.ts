import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findOrganisationByCode } from '../organisations/index.ts';

/** What a policyholder is told for a claim form address that names no organisation. */
export const FORM_NOT_FOUND = 'error.fnol.formNotFound';

/** The organisation whose claim form the address names (its code), or a 404. */
export async function findFormOrganisation(
  db: Kysely<Database>,
  code: string,
): Promise<{ id: string; name: string; code: string; language: Language }> {
  const org = await findOrganisationByCode(db, code);
  if (!org) throw new AppError('not_found', FORM_NOT_FOUND);
  return { id: org.id, name: org.name, code: org.code, language: org.default_language };
}
