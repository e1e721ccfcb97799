import type { Kysely } from 'kysely';
import { addDays, businessDayStart, localParts } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The organisation's active bookings on one business day, in time order, with where they are:
 * for the start page, which keeps those of the work its reader holds.
 */
export async function bookingsOnDay(db: Kysely<Database>, organisationId: string, day: string) {
  const rows = await db
    .selectFrom('appointment_bookings as b')
    .innerJoin('appointment_locations as l', 'l.id', 'b.location_id')
    .select(['b.id', 'b.assignment_id', 'b.starts_at', 'l.name as location_name'])
    .where('b.organisation_id', '=', organisationId)
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', businessDayStart(day))
    .where('b.starts_at', '<', businessDayStart(addDays(day, 1)))
    .orderBy('b.starts_at')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({ ...row, time: localParts(new Date(row.starts_at)).time }));
}
