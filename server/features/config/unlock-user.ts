import type { Kysely } from 'kysely';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { forgetSignInFailures } from '../auth/index.ts';
import { setUserLock } from '../organisations/index.ts';
import { changeUser, type UserChange } from './change-user.ts';

/**
 * Unlocks the user and forgets their failed sign-ins, so the throttle does not block them again at
 * once; false when the user changed since the actor saw them.
 */
export function unlockUser(db: Kysely<Database>, change: UserChange): Promise<boolean> {
  const { actor, user, now } = change;
  return changeUser(db, change, async (trx) => {
    await setUserLock(trx, user.id, null);
    await forgetSignInFailures(trx, user.username);
    const unlocking = {
      action: 'user.unlock',
      target: user.username,
      before: { locked: true },
      after: { locked: false },
    };
    await audit(trx, actor, unlocking, now);
  });
}
