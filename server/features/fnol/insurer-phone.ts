import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The phone number the public pages give for the insurer (a visitor stopped by a sending limit
 * calls it), or null when the organisation keeps none. The one place the claim form reads it:
 * kept beside the tracker's texts, as `contact_phone` in the organisation's tracker configuration.
 */
export async function insurerPhone(db: Kysely<Database>, organisationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('tracker_configs')
    .select('config')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  try {
    const phone = (JSON.parse(row?.config ?? '{}') as { contact_phone?: unknown }).contact_phone;
    return typeof phone === 'string' && phone.trim() ? phone.trim() : null;
  } catch {
    return null;
  }
}
