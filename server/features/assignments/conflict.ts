import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import type { AppError } from '../../errors.ts';
import { staleVersion } from '../../http/version.ts';
import { withUserNames, type UserRow } from '../organisations/index.ts';
import { assignmentDetail } from './detail.ts';
import { findAssignmentFor } from './repository.ts';
import { StaleAssignment } from './stale.ts';

/** The timeline kinds that come with a new version: who made the newest one is who changed it. */
const VERSIONED_KINDS = ['created', 'status', 'assigned'] as const;

/** 409 `conflict` with the assignment as this user sees it now, and who last changed it and when. */
export async function assignmentConflict(
  db: Kysely<Database>,
  user: UserRow,
  assignmentId: string,
  language: Language,
): Promise<AppError> {
  const detail = await assignmentDetail(db, user, await findAssignmentFor(db, user, assignmentId), language);
  const last = await db
    .selectFrom('timeline_entries as t')
    .select(['t.actor_user_id', 't.created_at'])
    .where('t.assignment_id', '=', assignmentId)
    .where('t.kind', 'in', VERSIONED_KINDS)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .executeTakeFirst();
  const [named] = last ? await withUserNames(db, [last], { changed_by: 'actor_user_id' }) : [];
  return staleVersion(detail, detail.version, {
    changed_by: named?.changed_by ?? null,
    changed_at: last?.created_at ?? null,
  });
}

/**
 * Makes a change of status or assignee, which checks the version the caller saw, or refuses it with
 * the assignment as this user sees it now when someone else changed it first.
 */
export async function changeOrConflict(
  db: Kysely<Database>,
  seenBy: { user: UserRow; assignmentId: string; language: Language },
  change: () => Promise<void>,
): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (error instanceof StaleAssignment)
      throw await assignmentConflict(db, seenBy.user, seenBy.assignmentId, seenBy.language);
    throw error;
  }
}
