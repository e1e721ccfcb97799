import type { Kysely } from 'kysely';
import type { PartnerInput } from '../../../contract/partners.ts';
import type { Database } from '../../db/schema.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { bumpPartner, stalePartner } from './repository.ts';

interface PartnerChange {
  organisationId: string;
  id: string;
  /** The version the caller read. */
  expected: number;
  actor: Actor;
  now: Date;
  /** The partner's new fields, for an edit; a change to its contacts leaves them. */
  input?: PartnerInput;
}

/**
 * A change to a partner or its contacts, made on the version the caller read: the partner moves to
 * the next version and `work` runs in the same transaction; on any other version nothing happens
 * and the caller gets the partner as it is now. Answers the new version.
 */
export async function changePartner(
  db: Kysely<Database>,
  change: PartnerChange,
  work: (trx: Kysely<Database>) => Promise<void>,
): Promise<number> {
  const { organisationId, id, expected, now } = change;
  // The real person changes it, also when acting for a colleague.
  const byUserId = actorIds(change.actor).actor_user_id;
  await db.transaction().execute(async (trx) => {
    if (!(await bumpPartner(trx, id, { expected, byUserId, at: now }, change.input)))
      throw await stalePartner(trx, organisationId, id);
    await work(trx);
  });
  return expected + 1;
}
