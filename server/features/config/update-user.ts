import type { Kysely } from 'kysely';
import type { UpdateUser } from '../../../contract/users-admin.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { setUserDetails } from '../organisations/index.ts';
import { changeUser, type UserChange } from './change-user.ts';
import { adminView, audited } from './user-admin.ts';

/** Saves a user's details and roles; false when the user changed since the version the actor saw. */
export function updateUser(db: Kysely<Database>, change: UserChange & { details: UpdateUser }): Promise<boolean> {
  const { actor, user, details, now } = change;
  return changeUser(db, change, async (trx) => {
    await setUserDetails(trx, user.id, details);
    const before = audited(adminView(user, actor.user));
    await audit(trx, actor, { action: 'user.update', target: user.username, before, after: audited(details) }, now);
  });
}
