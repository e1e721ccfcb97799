import type { Kysely } from 'kysely';
import type { Partner } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { takeBackFromPartner } from '../assignments/index.ts';

/** Takes an assignment back from the partner that holds it, audited. */
export async function releaseAssignment(
  db: Kysely<Database>,
  options: { partner: Partner; assignmentId: string; actor: Actor; now: Date },
): Promise<void> {
  const { partner, assignmentId, actor, now } = options;
  const released = await db.transaction().execute(async (trx) => {
    const organisationId = actor.user.organisation_id;
    const number = await takeBackFromPartner(trx, { assignmentId, organisationId, partnerId: partner.id, now });
    if (number === undefined) return false;
    const change = { before: { partner_id: partner.id }, after: { partner_id: null } };
    await audit(trx, actor, { action: 'partner.assignment.release', target: number, ...change }, now);
    return true;
  });
  if (!released) throw new AppError('not_found', 'error.specialCustomers.notHeld');
}
