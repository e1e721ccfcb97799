import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { trackerConfigFor } from '../tracker/index.ts';

/**
 * The phone number the public pages give for the insurer (a visitor stopped by a sending limit
 * calls it), or null when the organisation keeps none: the phone of the tracker settings, in the
 * visitor's language, the same one the tracker names to a blocked visitor.
 */
export async function insurerPhone(
  db: Kysely<Database>,
  organisationId: string,
  language: Language,
): Promise<string | null> {
  const phone = (await trackerConfigFor(db, organisationId, language, null))?.phone?.trim();
  return phone || null;
}
