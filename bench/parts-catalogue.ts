import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema.ts';

/**
 * A parts catalogue of a realistic size beside the demo's two dozen parts: a note may name a part on
 * one line only, so a 200-part note needs 200 different parts.
 */
export async function seedPartsCatalogue(db: Kysely<Database>, count = 400): Promise<void> {
  const rows = Array.from({ length: count }, (_, n) => ({
    list_code: 'vehicle_parts',
    code: `bench-part-${String(n).padStart(3, '0')}`,
    name_en: `Bench part ${n}`,
    name_ro: `Piesa bench ${n}`,
    parent_code: null,
    sort: 1000 + n,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('reference_items')
      .values(rows.slice(i, i + 100))
      .execute();
}
