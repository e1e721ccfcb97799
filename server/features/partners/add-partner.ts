import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PartnerInput } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { countyName } from '../reference/index.ts';
import { insertPartner } from './repository.ts';

/** A new partner of the actor's organisation, audited. */
export async function addPartner(
  db: Kysely<Database>,
  options: { actor: Actor; input: PartnerInput; now: Date },
): Promise<void> {
  const { actor, input, now } = options;
  await countyName(db, input.county_code);
  await db.transaction().execute(async (trx) => {
    await insertPartner(trx, actor.user.organisation_id, randomUUID(), input, actorIds(actor).actor_user_id, now);
    await audit(trx, actor, { action: 'partner.create', target: input.name, before: null, after: input }, now);
  });
}
