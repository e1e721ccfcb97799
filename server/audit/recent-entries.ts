import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../contract/settings.ts';
import type { Database } from '../db/schema.ts';
import { withUserNames } from '../features/organisations/index.ts';

/** An entry as recorded: the words that describe it are the reader's, added by who shows it. */
export type RecordedChange = Omit<AuditEntry, 'sentence' | 'target_name' | 'changes'>;

/** The organisation's latest 200 settings changes, newest first, naming who made them and for whom. */
export async function recentAuditEntries(db: Kysely<Database>, organisationId: string): Promise<RecordedChange[]> {
  const entries = await db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'actor_user_id', 'acting_as_user_id', 'action', 'target', 'details'])
    .where('organisation_id', '=', organisationId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const named = await withUserNames(db, entries, { actor: 'actor_user_id', acting_as: 'acting_as_user_id' });
  // The actor always exists: an entry is written by someone signed in.
  return named.map(({ id, created_at, actor, acting_as, action, target, details }) => ({
    id,
    created_at,
    actor: actor ?? '',
    acting_as,
    action,
    target,
    details,
  }));
}
