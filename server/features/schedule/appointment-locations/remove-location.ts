import type { Kysely } from 'kysely';
import type { AppointmentLocation } from '../../../../contract/appointment-locations.ts';
import { audit } from '../../../audit/audit.ts';
import type { Database } from '../../../db/schema.ts';
import type { Actor } from '../../../http/request-context.ts';
import { assertNoBookings } from './affected-bookings.ts';
import { deleteLocation, staleLocation } from './repository.ts';

/**
 * Deletes a location on the version the caller read, audited; on any other version nothing happens.
 * One that bookings name is refused (409): it is marked inactive instead.
 */
export async function removeLocation(
  db: Kysely<Database>,
  options: { before: AppointmentLocation; expected: number; actor: Actor; now: Date },
): Promise<void> {
  const { before, expected, actor, now } = options;
  await db.transaction().execute(async (trx) => {
    await assertNoBookings(trx, before.id, now);
    if (!(await deleteLocation(trx, before.id, expected)))
      throw await staleLocation(trx, actor.user.organisation_id, before.id);
    await audit(trx, actor, { action: 'appointment-location.delete', target: before.name, before, after: null }, now);
  });
}
