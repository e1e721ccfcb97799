import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { type OpeningHours, OpeningHoursSchema } from '../../../contract/appointment-locations.ts';
import type { Database } from '../../db/schema.ts';

/** Appointment locations of the demo organisation, on the default slot grid, as nobody's change. */
export async function addDemoLocations(
  db: Kysely<Database>,
  organisationId: string,
  locations: readonly {
    name: string;
    address: string;
    county_code: string;
    phone: string;
    opening_hours: OpeningHours;
  }[],
  now: string,
): Promise<void> {
  await db
    .insertInto('appointment_locations')
    .values(
      locations.map((location) => ({
        id: randomUUID(),
        organisation_id: organisationId,
        ...location,
        opening_hours: JSON.stringify(location.opening_hours),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Gives the organisation's location of that name its slot grid, leaving its version as it is. */
export async function setSlotGrid(
  db: Kysely<Database>,
  organisationId: string,
  name: string,
  grid: { slot_minutes: number; bays: number },
): Promise<void> {
  await db
    .updateTable('appointment_locations')
    .set(grid)
    .where('organisation_id', '=', organisationId)
    .where('name', '=', name)
    .execute();
}

/** The organisation's location of that name with its opening hours, or undefined when it has none. */
export async function locationNamed(db: Kysely<Database>, organisationId: string, name: string) {
  const row = await db
    .selectFrom('appointment_locations')
    .select(['id', 'opening_hours'])
    .where('organisation_id', '=', organisationId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { id: row.id, opening_hours: v.parse(OpeningHoursSchema, JSON.parse(row.opening_hours)) };
}

/** A staff booking of half an hour in the first bay, as the demo and the benchmarks make them. */
export function seededBooking(b: {
  organisation_id: string;
  assignment_id: string;
  location_id: string;
  startsAt: Date;
  contact: string | null;
  at: string;
}) {
  return {
    id: randomUUID(),
    organisation_id: b.organisation_id,
    assignment_id: b.assignment_id,
    location_id: b.location_id,
    starts_at: b.startsAt.toISOString(),
    ends_at: new Date(b.startsAt.getTime() + 30 * 60_000).toISOString(),
    bay: 1,
    status: 'booked' as const,
    contact: b.contact,
    booked_by_kind: 'staff' as const,
    booked_by_user_id: null,
    reminder_outbox_id: null,
    created_at: b.at,
    updated_at: b.at,
    version: 1,
  };
}

/** Writes bookings made with seededBooking in one statement, without the checks bookInspection makes. */
export async function addSeededBookings(
  db: Kysely<Database>,
  bookings: readonly ReturnType<typeof seededBooking>[],
): Promise<void> {
  if (bookings.length === 0) return;
  await db
    .insertInto('appointment_bookings')
    .values([...bookings])
    .execute();
}
