import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';

/**
 * How the organisation's document types read in `language`: a document keeps the name it was asked
 * for by (in either language), and a page shows it in its reader's. A name the organisation does not
 * know (typed by a person, or asked for before the type was renamed) has none: the page shows it as
 * stored, as a person's words.
 */
export async function documentTypeNamer(
  db: Kysely<Database>,
  organisationId: string,
  language: Language,
): Promise<(stored: string) => string | undefined> {
  const types = await db
    .selectFrom('document_types')
    .select(['name_en', 'name_ro'])
    .where('organisation_id', '=', organisationId)
    .execute();
  const names = new Map<string, string>();
  for (const type of types) {
    const name = language === 'ro' ? type.name_ro : type.name_en;
    names.set(type.name_en, name);
    names.set(type.name_ro, name);
  }
  return (stored) => names.get(stored);
}
