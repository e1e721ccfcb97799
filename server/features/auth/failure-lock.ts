import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { revokeUserSessions } from './sessions.ts';
import { THROTTLE } from './throttle.ts';
import { lockUser, unlockUserLockedFor, type UserRow } from '../organisations/index.ts';

/** Why an account is locked when its own failures did it, not an administrator. */
export const FAILURE_LOCK_REASON = 'too many failed sign-ins';

/**
 * Locks an account that failed too often in a row, ends its sessions and tells its owner by
 * e-mail: anyone who knows a username can cause this, so the owner must hear of it and learn the
 * way back (a browser that signed in before still signs in, and lifts the lock).
 */
export async function lockAfterFailures(db: Kysely<Database>, user: UserRow, now: Date): Promise<void> {
  if (!(await lockUser(db, user.id, now, FAILURE_LOCK_REASON))) return;
  await revokeUserSessions(db, user.id, now, 'account locked');
  if (!user.email) return;
  await enqueueMessage(db, now, {
    channel: 'email',
    recipient: user.email,
    subject: translate(user.language, 'auth.lockedMail.subject'),
    body: translate(user.language, 'auth.lockedMail.body', {
      username: user.username,
      count: THROTTLE.maxConsecutiveFailures,
    }),
  });
}

/** The owner is back, on a browser that signed in before with the right password: the lock goes. */
export async function liftFailureLock(db: Kysely<Database>, userId: string): Promise<void> {
  await unlockUserLockedFor(db, userId, FAILURE_LOCK_REASON);
}
