import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The organisation's tracker texts as stored (JSON of both languages), or undefined when it has none yet. */
export async function storedTrackerConfig(db: Kysely<Database>, organisationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tracker_configs')
    .select('config')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row?.config;
}

/** Replaces the organisation's tracker texts, creating them the first time. */
export async function storeTrackerConfig(db: Kysely<Database>, organisationId: string, config: string): Promise<void> {
  const updated = await db
    .updateTable('tracker_configs')
    .set({ config })
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db.insertInto('tracker_configs').values({ organisation_id: organisationId, config }).execute();
}
