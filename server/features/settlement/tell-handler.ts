import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { findUserById, handlingAssignmentsOf, recordNewActivities } from './deps.ts';

/**
 * Tells whoever holds the claim's handling assignment of news on its money (an acceptance, a
 * dispute, a deadline close), in their notifications, in their language, with the assignment's
 * number so it leads to it.
 */
export async function tellHandler(
  db: Kysely<Database>,
  claimFileId: string,
  news: { key: string; values?: Record<string, string | number> },
  now: Date,
): Promise<boolean> {
  const handling = (await handlingAssignmentsOf(db, [claimFileId])).get(claimFileId);
  if (!handling?.assignee_user_id) return false;
  const handler = await findUserById(db, handling.assignee_user_id);
  if (!handler) return false;
  const words = translate(handler.language, `settlement.notify.${news.key}`, news.values ?? {});
  await recordNewActivities(db, handler.id, `${handling.assignment_no} · ${words}`, 1, now, handling.id);
  return true;
}
