import type { Kysely } from 'kysely';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { setUserLock } from '../organisations/index.ts';
import { changeUser, type UserChange } from './change-user.ts';

/** Locks the user out and ends their sessions at once; false when the user changed since the actor saw them. */
export function lockUser(db: Kysely<Database>, change: UserChange): Promise<boolean> {
  const { actor, user, now } = change;
  return changeUser(db, change, async (trx) => {
    await setUserLock(trx, user.id, { at: now, reason: 'locked by a configurator' });
    await revokeUserSessions(trx, user.id, now, 'account locked');
    const locking = { action: 'user.lock', target: user.username, before: { locked: false }, after: { locked: true } };
    await audit(trx, actor, locking, now);
  });
}
