import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { timeOrderedId } from '../db/time-ordered-id.ts';
import { actorIds, type Actor } from '../http/request-context.ts';

/** Records a settings change: who made it, for whom, what it touched, before and after. */
export async function audit(
  db: Kysely<Database>,
  actor: Actor,
  change: { action: string; target: string; before: unknown; after: unknown },
  now: Date,
): Promise<void> {
  const who = actorIds(actor);
  await db
    .insertInto('audit_log')
    .values({
      id: timeOrderedId(now),
      organisation_id: actor.user.organisation_id,
      actor_user_id: who.actor_user_id ?? actor.user.id,
      acting_as_user_id: who.acting_as_user_id,
      action: change.action,
      target: change.target,
      details: JSON.stringify({ before: change.before, after: change.after }),
      created_at: now.toISOString(),
    })
    .execute();
}
