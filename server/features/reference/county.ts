import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** A county code from a form: one of Romania's (reference list `counties`), else a clear 422. */
export async function countyName(db: Kysely<Database>, code: string): Promise<string> {
  const county = await db
    .selectFrom('reference_items')
    .select('name_ro')
    .where('list_code', '=', 'counties')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!county) throw new AppError('validation_failed', 'error.reference.unknownCounty', { field: 'county_code' });
  return county.name_ro;
}
