import type { Kysely } from 'kysely';
import { GUEST_LINK_DAYS } from '../../../contract/guest.ts';
import { mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { replaceGuestKey, type AssignmentRow } from '../assignments/index.ts';
import type { UserRow } from '../organisations/index.ts';

/**
 * Replaces an assignment's guest link with a new key: the old link, and every guest context made
 * from it, stop working at their next call.
 */
export async function revokeGuestLink(
  db: Kysely<Database>,
  user: UserRow,
  assignment: AssignmentRow,
  now: Date,
): Promise<void> {
  if (!mayChange(user, assignment)) throw new AppError('forbidden', 'error.guests.replaceNotAllowed');
  const expires = new Date(now.getTime() + GUEST_LINK_DAYS * 86_400_000).toISOString();
  await replaceGuestKey(db, assignment.id, expires);
}
