import type { Kysely } from 'kysely';
import type { AbsenceStatus } from '../../../contract/absences.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { changeAbsence, staleAbsence, type AbsenceChange } from './absences.ts';

interface UpdateAbsence {
  organisationId: string;
  id: string;
  /** The statuses it may still be in: a decided or cancelled absence is not changed again. */
  from: AbsenceStatus[];
  /** The version the caller saw. */
  expected: number;
  to: AbsenceChange;
  actor: Actor;
  now: Date;
  /** A manager's decision is audited; the absent person cancelling their own request is not. */
  audited?: Parameters<typeof audit>[2];
}

/**
 * Decides or cancels an absence on the version the caller saw, with its audit entry in the same
 * transaction; whoever changed it first wins, the other gets the absence as it is now. Answers the
 * new version.
 */
export async function updateAbsence(db: Kysely<Database>, options: UpdateAbsence): Promise<number> {
  const { organisationId, id, expected, actor, now } = options;
  // The real person changes it, also when acting for a colleague.
  const byUserId = actorIds(actor).actor_user_id;
  await db.transaction().execute(async (trx) => {
    if (!(await changeAbsence(trx, id, options.from, { expected, byUserId, at: now }, options.to)))
      throw await staleAbsence(trx, organisationId, id);
    if (options.audited) await audit(trx, actor, options.audited, now);
  });
  return expected + 1;
}
