import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceItem, ReferenceListCode } from '../../../contract/reference.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Lists whose stored order means nothing to a reader (countries by ISO code, counties and brands by
 * one language's alphabet): they are read in the alphabetical order of the reader's language. The
 * others keep an order of their own (the commonest first, front to back, 'Other' last).
 */
const IN_NAME_ORDER: readonly ReferenceListCode[] = ['countries', 'counties', 'schedule_counties', 'vehicle_brands'];

/** One reference list, named in the reader's language, in its order or theirs (IN_NAME_ORDER). */
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
  const items = rows.map((row) => ({
    code: row.code,
    name: language === 'ro' ? row.name_ro : row.name_en,
    parent_code: row.parent_code,
  }));
  if (!IN_NAME_ORDER.includes(list)) return items;
  const collator = new Intl.Collator(language);
  return items.sort((a, b) => collator.compare(a.name, b.name));
}

/** One item's name in the reader's language; the code itself when the list does not hold it. */
export async function referenceName(
  db: Kysely<Database>,
  list: ReferenceListCode,
  code: string,
  language: Language,
): Promise<string> {
  const row = await db
    .selectFrom('reference_items')
    .select(['name_en', 'name_ro'])
    .where('list_code', '=', list)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return code;
  return language === 'ro' ? row.name_ro : row.name_en;
}

/** Whether every code is on the list (a hand-made request may send any text). */
export async function knowsCodes(db: Kysely<Database>, list: ReferenceListCode, codes: string[]): Promise<boolean> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return true;
  const found = await db
    .selectFrom('reference_items')
    .select('code')
    .where('list_code', '=', list)
    .where('code', 'in', wanted)
    .execute();
  return found.length === wanted.length;
}

/** The items of a list with these codes, in the list's order, with both names. */
export async function referenceItemsOf(db: Kysely<Database>, list: ReferenceListCode, codes: readonly string[]) {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return [];
  return db
    .selectFrom('reference_items')
    .select(['code', 'name_en', 'name_ro', 'parent_code'])
    .where('list_code', '=', list)
    .where('code', 'in', wanted)
    .orderBy('sort')
    .execute();
}

/** Both names of each of these codes that the list holds, by code. */
export async function referenceNamesOf(db: Kysely<Database>, list: ReferenceListCode, codes: readonly string[]) {
  const items = await referenceItemsOf(db, list, codes);
  return new Map(items.map((item) => [item.code, { name_en: item.name_en, name_ro: item.name_ro }]));
}
