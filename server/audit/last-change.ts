import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ChangedBy } from '../http/version.ts';
import { withUserNames } from '../features/organisations/index.ts';

/**
 * Who last changed a settings object and when, from the audit log (every settings change writes
 * one entry in the same transaction): what a refused stale change tells its author.
 */
export async function findLastChange(
  db: Kysely<Database>,
  organisationId: string,
  target: string,
  actionPrefix: string,
): Promise<ChangedBy> {
  const found = await db
    .selectFrom('audit_log')
    .select(['audit_log.actor_user_id', 'audit_log.created_at'])
    .where('audit_log.organisation_id', '=', organisationId)
    .where('audit_log.target', '=', target)
    .where('audit_log.action', 'like', `${actionPrefix}%`)
    .orderBy('audit_log.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const [row] = found ? await withUserNames(db, [found], { changed_by: 'actor_user_id' }) : [];
  return { changed_by: row?.changed_by ?? null, changed_at: row?.created_at ?? null };
}
