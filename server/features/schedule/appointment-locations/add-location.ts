import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppointmentLocationInput } from '../../../../contract/appointment-locations.ts';
import { audit } from '../../../audit/audit.ts';
import type { Database } from '../../../db/schema.ts';
import { actorIds, type Actor } from '../../../http/request-context.ts';
import { countyName } from '../../reference/index.ts';
import { insertLocation } from './repository.ts';

/** A new appointment location of the actor's organisation, audited. */
export async function addLocation(
  db: Kysely<Database>,
  options: { actor: Actor; input: AppointmentLocationInput; now: Date },
): Promise<void> {
  const { actor, input, now } = options;
  await countyName(db, input.county_code);
  await db.transaction().execute(async (trx) => {
    await insertLocation(trx, actor.user.organisation_id, randomUUID(), input, actorIds(actor).actor_user_id, now);
    const change = { action: 'appointment-location.create', target: input.name, before: null, after: input };
    await audit(trx, actor, change, now);
  });
}
