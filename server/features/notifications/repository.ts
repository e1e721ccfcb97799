import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Notification } from '../../../contract/notifications.ts';
import type { Database } from '../../db/schema.ts';
import {
  appMetadataOf,
  findOrganisationById,
  findUserById,
  setUserMetadata,
  type OrganisationRow,
  type UserRow,
} from '../organisations/index.ts';

/**
 * New-activity notifications. Features record them when they give a user new work (assigning an
 * assignment); the shell's menu counts them and the user's notification list shows and clears them.
 */
export async function recordNewActivities(
  db: Kysely<Database>,
  userId: string,
  name: string,
  count: number,
  now: Date,
  assignmentId: string | null = null,
): Promise<void> {
  await recordManyNewActivities(db, userId, [{ name, count, assignmentId }], now);
}

/** Several notifications for one user in one statement, as when a whole batch of work comes to them. */
export async function recordManyNewActivities(
  db: Kysely<Database>,
  userId: string,
  activities: { name: string; count: number; assignmentId?: string | null }[],
  now: Date,
): Promise<void> {
  if (activities.length === 0) return;
  const created_at = now.toISOString();
  // Names are written in their receiver's language; the row says which, for a page in the other.
  const language = (await findUserById(db, userId))?.language ?? null;
  await db
    .insertInto('notifications')
    .values(
      activities.map(({ name, count, assignmentId }) => ({
        id: randomUUID(),
        user_id: userId,
        type: 'new_activities',
        name,
        count,
        assignment_id: assignmentId ?? null,
        language,
        created_at,
      })),
    )
    .execute();
}

/** Only primary-organisation users whose organisation has the feature, and who did not opt out. */
async function receivesNotifications(
  db: Kysely<Database>,
  user: UserRow,
  knownOrg?: OrganisationRow,
): Promise<boolean> {
  const org = knownOrg ?? (await findOrganisationById(db, user.organisation_id));
  if (org.org_type !== 'primary' || !appMetadataOf(org).enable_user_new_activities_notifications) return false;
  const metadata = JSON.parse(user.user_metadata || '{}') as { notifications_off?: boolean };
  return metadata.notifications_off !== true;
}

/** `org` may be passed by a caller that has read it already, to spare a second read. */
export async function pendingNotifications(
  db: Kysely<Database>,
  user: UserRow,
  org?: OrganisationRow,
): Promise<Notification[]> {
  if (!(await receivesNotifications(db, user, org))) return [];
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'name', 'count', 'assignment_id', 'language', 'created_at'])
    .where('user_id', '=', user.id)
    .where('cleared_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'new_activities',
    name: row.name,
    new_activities: row.count,
    current_user: true,
    assignment_id: row.assignment_id,
    language: row.language ?? user.language,
    created_at: row.created_at,
  }));
}

export async function clearNotifications(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ cleared_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setNotificationsOff(db: Kysely<Database>, user: UserRow, off: boolean): Promise<void> {
  const metadata = JSON.parse(user.user_metadata || '{}') as Record<string, unknown>;
  await setUserMetadata(db, user.id, { ...metadata, notifications_off: off });
}
