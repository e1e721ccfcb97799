import type { Kysely } from 'kysely';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { storePassword } from '../organisations/index.ts';
import { changeUser, type UserChange } from './change-user.ts';

/**
 * Gives the user a password the configurator knows, to be replaced at the next sign-in, and ends
 * their sessions; false when the user changed since the actor saw them.
 */
export function resetUserPassword(
  db: Kysely<Database>,
  change: UserChange & { passwordHash: string },
): Promise<boolean> {
  const { actor, user, now } = change;
  return changeUser(db, change, async (trx) => {
    await storePassword(trx, user.id, { hash: change.passwordHash, chosenBy: 'a configurator', now });
    await revokeUserSessions(trx, user.id, now, 'password reset');
    // The hash is never audited: only that a reset happened.
    const reset = {
      action: 'user.reset-password',
      target: user.username,
      before: null,
      after: { is_default_pass: true },
    };
    await audit(trx, actor, reset, now);
  });
}
