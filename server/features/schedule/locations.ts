import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { OpeningHoursSchema } from '../../../contract/appointment-locations.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { referenceItemsOf } from '../reference/index.ts';
import { closedEverywhereDays } from './appointment-locations/closed-everywhere.ts';
import type { GridLocation } from './grid.ts';

export interface ScheduleLocation extends GridLocation {
  id: string;
  name: string;
  address: string;
  county_code: string;
  bays: number;
  active: boolean;
}

type LocationRow = {
  id: string;
  name: string;
  address: string;
  county_code: string;
  opening_hours: string;
  slot_minutes: number;
  bays: number;
  closed_days: string;
  active: number;
};

export const toScheduleLocation = (r: LocationRow): ScheduleLocation => ({
  id: r.id,
  name: r.name,
  address: r.address,
  county_code: r.county_code,
  opening_hours: v.parse(OpeningHoursSchema, JSON.parse(r.opening_hours)),
  slot_minutes: r.slot_minutes,
  bays: r.bays,
  closed_days: JSON.parse(r.closed_days) as string[],
  active: r.active === 1,
});

export const LOCATION_COLUMNS = [
  'id',
  'name',
  'address',
  'county_code',
  'opening_hours',
  'slot_minutes',
  'bays',
  'closed_days',
  'active',
] as const;

/**
 * The locations as their bookings see them: each one's own closed days and the organisation's days
 * every location is closed, which the grid treats alike.
 */
export async function withClosedEverywhere(
  db: Kysely<Database>,
  organisationId: string,
  locations: ScheduleLocation[],
): Promise<ScheduleLocation[]> {
  if (locations.length === 0) return locations;
  const days = await closedEverywhereDays(db, organisationId);
  if (days.length === 0) return locations;
  return locations.map((l) => ({
    ...l,
    closed_days: [...new Set([...l.closed_days, ...days])],
    closed_everywhere: days,
  }));
}

/** A location of the organisation by id; another organisation's answers as unknown, on the field named. */
export async function scheduleLocationOf(
  db: Kysely<Database>,
  organisationId: string,
  id: string,
  field = 'location_id',
): Promise<ScheduleLocation> {
  const row = await db
    .selectFrom('appointment_locations')
    .select(LOCATION_COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'error.schedule.unknownLocation', { field });
  const [location] = await withClosedEverywhere(db, organisationId, [toScheduleLocation(row)]);
  return location!;
}

/** Counties with an active location of the organisation, in the reader's language, by name. */
export async function countiesWithLocations(
  db: Kysely<Database>,
  organisationId: string,
  language: 'en' | 'ro',
): Promise<{ code: string; name: string; parent_code: string | null }[]> {
  const located = await db
    .selectFrom('appointment_locations')
    .select('county_code')
    .where('organisation_id', '=', organisationId)
    .where('active', '=', 1)
    .execute();
  const rows = await referenceItemsOf(
    db,
    'counties',
    located.map((row) => row.county_code),
  );
  return rows.map((r) => ({
    code: r.code,
    name: language === 'ro' ? r.name_ro : r.name_en,
    parent_code: r.parent_code,
  }));
}

/** The organisation's active locations (id, name, county), by name: what the agenda and the booking panel choose from. */
export async function activeLocations(db: Kysely<Database>, organisationId: string) {
  return db
    .selectFrom('appointment_locations')
    .select(['id', 'name', 'address', 'county_code'])
    .where('organisation_id', '=', organisationId)
    .where('active', '=', 1)
    .orderBy('name')
    .execute();
}
