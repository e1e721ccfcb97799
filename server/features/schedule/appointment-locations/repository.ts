import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import {
  OpeningHoursSchema,
  type AppointmentLocation,
  type AppointmentLocationInput,
} from '../../../../contract/appointment-locations.ts';
import { businessDate } from '../../../../contract/business-time.ts';
import type { Database } from '../../../db/schema.ts';
import { withUserNames } from '../../organisations/index.ts';
import { referenceNamesOf } from '../../reference/index.ts';
import { AppError } from '../../../errors.ts';
import { staleVersion } from '../../../http/version.ts';

/** The organisation's appointment locations with their county names, by name. */
export async function locationsOf(
  db: Kysely<Database>,
  organisationId: string,
  onlyId?: string,
): Promise<AppointmentLocation[]> {
  let query = db
    .selectFrom('appointment_locations')
    .select([
      'id',
      'name',
      'address',
      'county_code',
      'phone',
      'opening_hours',
      'active',
      'version',
      'slot_minutes',
      'bays',
      'closed_days',
    ])
    .where('organisation_id', '=', organisationId);
  if (onlyId) query = query.where('id', '=', onlyId);
  const rows = await query.orderBy('name').execute();
  const counties = await referenceNamesOf(
    db,
    'counties',
    rows.map((r) => r.county_code),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    county_code: r.county_code,
    county_name: counties.get(r.county_code)?.name_ro ?? r.county_code,
    phone: r.phone,
    opening_hours: v.parse(OpeningHoursSchema, JSON.parse(r.opening_hours)),
    active: r.active === 1,
    slot_minutes: r.slot_minutes,
    bays: r.bays,
    closed_days: JSON.parse(r.closed_days) as string[],
    version: r.version,
  }));
}

export async function locationOf(
  db: Kysely<Database>,
  organisationId: string,
  id: string,
): Promise<AppointmentLocation> {
  const [location] = await locationsOf(db, organisationId, id);
  if (!location) throw new AppError('not_found', 'error.notFound.location');
  return location;
}

/** The answer to a change made on an old version: the location as it is now and who changed it when. */
export async function staleLocation(db: Kysely<Database>, organisationId: string, id: string): Promise<AppError> {
  const location = await locationOf(db, organisationId, id);
  const last = await db
    .selectFrom('appointment_locations')
    .select(['updated_by_user_id', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [named] = await withUserNames(db, [last], { changed_by: 'updated_by_user_id' });
  return staleVersion(location, location.version, {
    changed_by: named?.changed_by ?? null,
    changed_at: last.updated_at,
  });
}

// Closed days already past say nothing about the bookings still to come: they are not kept.
const stored = (input: AppointmentLocationInput, at: Date) => ({
  ...input,
  closed_days: JSON.stringify(input.closed_days.filter((day) => day >= businessDate(at)).sort()),
  opening_hours: JSON.stringify([...input.opening_hours].sort((a, b) => a.day - b.day)),
  active: input.active ? 1 : 0,
});

export async function insertLocation(
  db: Kysely<Database>,
  organisationId: string,
  id: string,
  input: AppointmentLocationInput,
  byUserId: string,
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('appointment_locations')
    .values({
      id,
      organisation_id: organisationId,
      ...stored(input, at),
      created_at: now,
      updated_at: now,
      updated_by_user_id: byUserId,
    })
    .execute();
}

/**
 * Changes the location if it is still on the version the change was made on, and moves it to the
 * next one; false when someone changed it meanwhile (one statement checks and bumps, so of two
 * changes made on one version exactly one wins).
 */
export async function updateLocation(
  db: Kysely<Database>,
  id: string,
  expected: number,
  input: AppointmentLocationInput,
  byUserId: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('appointment_locations')
    .set({
      ...stored(input, at),
      version: sql<number>`version + 1`,
      updated_by_user_id: byUserId,
      updated_at: at.toISOString(),
    })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the location if it is still on the version the caller saw; false otherwise. */
export async function deleteLocation(db: Kysely<Database>, id: string, expected: number): Promise<boolean> {
  const result = await db
    .deleteFrom('appointment_locations')
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
