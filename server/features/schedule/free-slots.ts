import type { Kysely } from 'kysely';
import { addDays, businessDayStart, localParts } from '../../../contract/business-time.ts';
import { MAX_SLOT_MINUTES } from '../../../contract/appointment-locations.ts';
import type { FreeSlots } from '../../../contract/schedule.ts';
import type { Database } from '../../db/schema.ts';
import { daySlots, lastBookableDay } from './grid.ts';
import { occupancyCounter, type Span } from './occupancy.ts';
import { LOCATION_COLUMNS, type ScheduleLocation, toScheduleLocation, withClosedEverywhere } from './locations.ts';

export interface SlotsQuery {
  county: string;
  from: string;
  days: number;
  location_id?: string | undefined;
}

/** The county's active locations a free-slots query covers, by name. */
export async function slotLocations(
  db: Kysely<Database>,
  organisationId: string,
  query: SlotsQuery,
): Promise<ScheduleLocation[]> {
  let locations = db
    .selectFrom('appointment_locations')
    .select(LOCATION_COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('county_code', '=', query.county)
    .where('active', '=', 1);
  if (query.location_id) locations = locations.where('id', '=', query.location_id);
  return withClosedEverywhere(db, organisationId, (await locations.orderBy('name').execute()).map(toScheduleLocation));
}

/** A booking that began before the first day may still run into it (slots last at most 4 hours). */
const earliestStart = (query: SlotsQuery) =>
  new Date(Date.parse(businessDayStart(query.from)) - MAX_SLOT_MINUTES * 60_000).toISOString();

const bookingsOfQuery = (db: Kysely<Database>, organisationId: string, query: SlotsQuery) => {
  let booked = db
    .selectFrom('appointment_bookings as b')
    .innerJoin('appointment_locations as l', 'l.id', 'b.location_id')
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', earliestStart(query))
    .where('l.organisation_id', '=', organisationId)
    .where('l.county_code', '=', query.county);
  if (query.location_id) booked = booked.where('b.location_id', '=', query.location_id);
  return booked;
};

/**
 * The organisation's schedule version: database triggers move it on every write to its bookings and
 * appointment locations, whoever writes, so free slots computed at an older one are stale.
 */
export async function scheduleVersion(db: Kysely<Database>, organisationId: string): Promise<number> {
  const row = await db
    .selectFrom('schedule_versions')
    .select('version')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Free places of a query, with the instant they stop being true by the clock alone. */
export interface ComputedFreeSlots {
  answer: FreeSlots;
  /** The next slot start (it is then past and leaves the answer) or the next midnight (the horizon moves). */
  validUntil: number;
}

/**
 * Free places of a county's active locations over `days` local days from `from`: per location, day
 * and slot start, the bays less the active bookings overlapping the slot. Two queries whatever the
 * number of days or locations.
 */
export async function freeSlots(
  db: Kysely<Database>,
  organisationId: string,
  query: SlotsQuery,
  now: Date,
): Promise<ComputedFreeSlots> {
  const rows = await slotLocations(db, organisationId, query);
  const nextMidnight = Date.parse(businessDayStart(addDays(localParts(now).date, 1)));
  if (rows.length === 0) return { answer: { locations: [] }, validUntil: nextMidnight };
  const to = businessDayStart(addDays(query.from, query.days));
  const booked = bookingsOfQuery(db, organisationId, query)
    .select(['b.location_id', 'b.starts_at', 'b.ends_at'])
    .where('b.starts_at', '<', to);
  const spans = new Map<string, Span[]>();
  for (const row of await booked.orderBy('b.starts_at').execute()) {
    const ofLocation = spans.get(row.location_id) ?? [];
    ofLocation.push({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) });
    spans.set(row.location_id, ofLocation);
  }

  // Locations of a county mostly share their grid: each day's grid is laid out once per request,
  // its instants already as text, and a location's shape and the dates are worked out once, not per
  // location and day (per location and day they took most of a month's time).
  const nowMs = now.getTime();
  const lastDay = lastBookableDay(now);
  const dates = Array.from({ length: query.days }, (_, i) => addDays(query.from, i)).filter((date) => date <= lastDay);
  const grids = new Map<string, GridSlot[]>();
  const gridOf = (location: (typeof rows)[number], shape: string, date: string) => {
    const key = `${date} ${shape}`;
    let grid = grids.get(key);
    if (!grid) {
      grid = daySlots(location, date)
        .filter((slot) => slot.startsAt.getTime() > nowMs)
        .map((slot) => ({ time: slot.time, start: slot.startsAt.getTime() }));
      grids.set(key, grid);
    }
    return grid;
  };
  const answer: FreeSlots = {
    locations: rows.map((location) => {
      const occupied = occupancyCounter(spans.get(location.id) ?? []);
      const length = location.slot_minutes * 60_000;
      const shape = `${location.slot_minutes} ${JSON.stringify(location.opening_hours)}`;
      const closed = new Set(location.closed_days);
      const days: FreeSlots['locations'][number]['days'] = [];
      for (const date of dates) {
        if (closed.has(date)) continue;
        const times: string[] = [];
        const free: number[] = [];
        for (const slot of gridOf(location, shape, date)) {
          const places = location.bays - occupied(slot.start, slot.start + length);
          if (places <= 0) continue;
          times.push(slot.time);
          free.push(places);
        }
        if (times.length > 0) days.push({ date, times, free });
      }
      return {
        id: location.id,
        name: location.name,
        address: location.address,
        county_code: location.county_code,
        slot_minutes: location.slot_minutes,
        bays: location.bays,
        days,
      };
    }),
  };
  let validUntil = nextMidnight;
  for (const grid of grids.values()) if (grid.length > 0) validUntil = Math.min(validUntil, grid[0]!.start);
  return { answer, validUntil };
}

interface GridSlot {
  time: string;
  start: number;
}
