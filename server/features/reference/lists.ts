import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceItem, ReferenceListCode } from '../../../contract/reference.ts';
import type { Database } from '../../db/schema.ts';

/** One reference list in its order, named in the reader's language. */
export async function referenceList(
  db: Kysely<Database>,
  list: ReferenceListCode,
  language: Language,
): Promise<ReferenceItem[]> {
  const rows = await db
    .selectFrom('reference_items')
    .selectAll()
    .where('list_code', '=', list)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: language === 'ro' ? row.name_ro : row.name_en,
    parent_code: row.parent_code,
  }));
}
