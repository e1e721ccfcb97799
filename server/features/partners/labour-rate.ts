import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A repair shop's own labour rate, or null for any other partner, one without a rate, or none. */
export async function repairShopRateOf(db: Kysely<Database>, partnerId: string): Promise<number | null> {
  const partner = await db
    .selectFrom('partners')
    .select(['kind', 'labour_rate'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
  return partner?.kind === 'repair_shop' && partner.labour_rate !== null ? Number(partner.labour_rate) : null;
}
