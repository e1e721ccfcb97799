import type { Kysely } from 'kysely';
import type { Partner } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { assignmentsNamingPartner } from '../assignments/index.ts';
import { changePartner } from './change-partner.ts';
import { deletePartner } from './repository.ts';

/**
 * Deletes a partner and its contacts, on the version the caller read, audited. A partner that holds
 * or held work stays: the assignments' history names it.
 */
export async function removePartner(
  db: Kysely<Database>,
  options: { partner: Partner; expected: number; actor: Actor; now: Date },
): Promise<void> {
  const { partner, expected, actor, now } = options;
  await changePartner(
    db,
    { organisationId: actor.user.organisation_id, id: partner.id, expected, actor, now },
    async (trx) => {
      const held = await assignmentsNamingPartner(trx, partner.id);
      if (held > 0) {
        throw new AppError('in_use', 'error.partners.inUse', {
          params: { name: partner.name, assignments: held, count: held },
        });
      }
      await deletePartner(trx, partner.id);
      await audit(trx, actor, { action: 'partner.delete', target: partner.name, before: partner, after: null }, now);
    },
  );
}
