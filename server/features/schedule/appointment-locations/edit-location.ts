import type { Kysely } from 'kysely';
import type { AppointmentLocation, AppointmentLocationInput } from '../../../../contract/appointment-locations.ts';
import { audit } from '../../../audit/audit.ts';
import type { Database } from '../../../db/schema.ts';
import { actorIds, type Actor } from '../../../http/request-context.ts';
import { countyName } from '../../reference/index.ts';
import { assertBookingsKept } from './affected-bookings.ts';
import { staleLocation, updateLocation } from './repository.ts';

/**
 * New fields for a location, on the version the caller read, audited; on any other version nothing
 * changes and the caller gets the location as it is now. A change that would leave future bookings
 * without their place is refused unless confirmed; confirmed, those bookings stay as booked (staff
 * move them from the agenda). Answers the new version.
 */
export async function editLocation(
  db: Kysely<Database>,
  options: {
    before: AppointmentLocation;
    expected: number;
    input: AppointmentLocationInput;
    confirmed: boolean;
    actor: Actor;
    now: Date;
  },
): Promise<number> {
  const { before, expected, input, confirmed, actor, now } = options;
  await countyName(db, input.county_code);
  await db.transaction().execute(async (trx) => {
    await assertBookingsKept(trx, { before, after: input, confirmed, now });
    // The real person changes it, also when acting for a colleague.
    if (!(await updateLocation(trx, before.id, expected, input, actorIds(actor).actor_user_id, now)))
      throw await staleLocation(trx, actor.user.organisation_id, before.id);
    await audit(trx, actor, { action: 'appointment-location.update', target: input.name, before, after: input }, now);
  });
  return expected + 1;
}
