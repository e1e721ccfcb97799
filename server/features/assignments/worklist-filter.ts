import type { Kysely } from 'kysely';
import type { WorklistFilter } from '../../../contract/assignments.ts';
import { allowedFilterKeys } from '../../../contract/worklist-filter.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { rolesOf, setUserMetadata, type UserRow } from '../organisations/index.ts';

/**
 * Keeps the worklist filter in user_metadata, with the person, so the next sign-in starts there.
 * A scope the person may not list is refused: kept, it would make every later worklist a 403.
 */
export async function saveWorklistFilter(db: Kysely<Database>, user: UserRow, filter: WorklistFilter): Promise<void> {
  if (!allowedFilterKeys(rolesOf(user)).includes(filter.filter_keys)) {
    throw new AppError('validation_failed', 'error.worklist.keepWholeOrganisationManagersOnly', {
      field: 'filter_keys',
    });
  }
  const metadata = JSON.parse(user.user_metadata || '{}') as Record<string, unknown>;
  await setUserMetadata(db, user.id, { ...metadata, worklist_filter: filter });
}
