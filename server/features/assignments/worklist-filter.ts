import type { Kysely } from 'kysely';
import type { WorklistFilter } from '../../../contract/assignments.ts';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../auth/users.ts';

/** Keeps the worklist filter in user_metadata (spec.md section 3), so the next sign-in starts there. */
export async function saveWorklistFilter(db: Kysely<Database>, user: UserRow, filter: WorklistFilter): Promise<void> {
  const metadata = JSON.parse(user.user_metadata || '{}') as Record<string, unknown>;
  await db
    .updateTable('users')
    .set({ user_metadata: JSON.stringify({ ...metadata, worklist_filter: filter }) })
    .where('id', '=', user.id)
    .execute();
}
