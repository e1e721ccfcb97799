import type { Kysely } from 'kysely';
import { addDays, businessDayStart } from '../../../contract/business-time.ts';
import { MAX_SLOT_MINUTES } from '../../../contract/appointment-locations.ts';
import type { FreeSlots } from '../../../contract/schedule.ts';
import type { Database } from '../../db/schema.ts';
import { daySlots, lastBookableDay } from './grid.ts';
import { occupancyCounter, type Span } from './occupancy.ts';
import { LOCATION_COLUMNS, toScheduleLocation } from './locations.ts';

export interface SlotsQuery {
  county: string;
  from: string;
  days: number;
  location_id?: string | undefined;
}

/**
 * Free places of a county's active locations over `days` local days from `from`: per location, day
 * and slot start, the bays less the active bookings. Two queries whatever the number of days or
 * locations: the locations, then the bookings counted per location and start.
 */
export async function freeSlots(
  db: Kysely<Database>,
  organisationId: string,
  query: SlotsQuery,
  now: Date,
): Promise<FreeSlots> {
  let locations = db
    .selectFrom('appointment_locations')
    .select(LOCATION_COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('county_code', '=', query.county)
    .where('active', '=', 1);
  if (query.location_id) locations = locations.where('id', '=', query.location_id);
  const rows = (await locations.orderBy('name').execute()).map(toScheduleLocation);
  if (rows.length === 0) return { locations: [] };

  const from = businessDayStart(query.from);
  const to = businessDayStart(addDays(query.from, query.days));
  // A booking that began before the first day may still run into it (slots last at most 4 hours).
  const earliest = new Date(Date.parse(from) - MAX_SLOT_MINUTES * 60_000).toISOString();
  let booked = db
    .selectFrom('appointment_bookings as b')
    .innerJoin('appointment_locations as l', 'l.id', 'b.location_id')
    .select(['b.location_id', 'b.starts_at', 'b.ends_at'])
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', earliest)
    .where('b.starts_at', '<', to)
    .where('l.organisation_id', '=', organisationId)
    .where('l.county_code', '=', query.county);
  if (query.location_id) booked = booked.where('b.location_id', '=', query.location_id);
  const spans = new Map<string, Span[]>();
  for (const row of await booked.orderBy('b.starts_at').execute()) {
    const ofLocation = spans.get(row.location_id) ?? [];
    ofLocation.push({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) });
    spans.set(row.location_id, ofLocation);
  }

  // Locations of a county mostly share their grid: each day's grid is laid out once per request,
  // its instants already as text (laying it out per location took most of a month's time).
  const nowMs = now.getTime();
  const lastDay = lastBookableDay(now);
  const grids = new Map<string, { time: string; start: number }[]>();
  const gridOf = (location: (typeof rows)[number], date: string) => {
    const key = `${date} ${location.slot_minutes} ${JSON.stringify(location.opening_hours)} ${location.closed_days.includes(date)}`;
    let grid = grids.get(key);
    if (!grid) {
      grid = daySlots(location, date)
        .filter((slot) => slot.startsAt.getTime() > nowMs)
        .map((slot) => ({ time: slot.time, start: slot.startsAt.getTime() }));
      grids.set(key, grid);
    }
    return grid;
  };
  return {
    locations: rows.map((location) => {
      const occupied = occupancyCounter(spans.get(location.id) ?? []);
      const length = location.slot_minutes * 60_000;
      return {
        id: location.id,
        name: location.name,
        address: location.address,
        county_code: location.county_code,
        slot_minutes: location.slot_minutes,
        bays: location.bays,
        days: Array.from({ length: query.days }, (_, i) => {
          const date = addDays(query.from, i);
          if (date > lastDay) return { date, times: [], free: [] };
          const times: string[] = [];
          const free: number[] = [];
          for (const slot of gridOf(location, date)) {
            const places = location.bays - occupied(slot.start, slot.start + length);
            if (places <= 0) continue;
            times.push(slot.time);
            free.push(places);
          }
          return { date, times, free };
        }).filter((day) => day.times.length > 0),
      };
    }),
  };
}
