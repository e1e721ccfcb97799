import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, businessDate } from '../contract/business-time.ts';
import type { Database } from '../server/db/schema.ts';
import { daySlots, seededBooking } from '../server/features/schedule/index.ts';

export const BENCH_COUNTY = 'TM';
const HOURS = [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: '08:00', closes: '18:00' }));

/**
 * 50 locations of the demo organisation in one county (half-hour slots, three bays) with one bay of every
 * third slot of the next 30 days booked (as far as there are assignments to book): what the free slots of a county are measured on.
 */
export async function seedSlotLocations(db: Kysely<Database>, now: Date, count = 50): Promise<void> {
  const demo = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
  const at = now.toISOString();
  const locations = Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    organisation_id: demo.id,
    name: `Centru bench ${String(n).padStart(2, '0')}`,
    address: `Str. Bench ${n}`,
    county_code: BENCH_COUNTY,
    phone: '+40 256 000 000',
    opening_hours: JSON.stringify(HOURS),
    slot_minutes: 30,
    bays: 3,
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto('appointment_locations').values(locations).execute();
  const grid = { opening_hours: HOURS, slot_minutes: 30, closed_days: [] };
  const starts = Array.from({ length: 30 }, (_, d) => daySlots(grid, addDays(businessDate(now), d)))
    .flat()
    .filter((_, i) => i % 3 === 0);
  // One active booking per assignment: as many bookings as there are assignments to hold them.
  const holders = await db
    .selectFrom('assignments')
    .select('id')
    .where('organisation_id', '=', demo.id)
    .where('id', 'not in', db.selectFrom('appointment_bookings').select('assignment_id'))
    .limit(locations.length * starts.length)
    .execute();
  const places = locations.flatMap((l) => starts.map((slot) => ({ l, slot }))).slice(0, holders.length);
  const rows = places.map(({ l, slot }, i) =>
    seededBooking({
      organisation_id: demo.id,
      assignment_id: holders[i]!.id,
      location_id: l.id,
      startsAt: slot.startsAt,
      contact: null,
      at,
    }),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('appointment_bookings')
      .values(rows.slice(i, i + 500))
      .execute();
}
