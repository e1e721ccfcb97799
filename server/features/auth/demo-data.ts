import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A standing replacement: `userId` may always act as `replacedUserId` (impersonation), absence or not. */
export async function addStandingReplacement(db: Kysely<Database>, userId: string, replacedUserId: string) {
  await db.insertInto('user_replacements').values({ user_id: userId, replaced_user_id: replacedUserId }).execute();
}
