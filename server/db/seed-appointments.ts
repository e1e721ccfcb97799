import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { OpeningHoursSchema } from '../../contract/appointment-locations.ts';
import { addDays, businessDate } from '../../contract/business-time.ts';
import { daySlots } from '../features/schedule/index.ts';
import type { Database } from './schema.ts';

/** A staff booking of half an hour in the first bay, as the demo and the bench seed them. */
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

/**
 * The demo locations' slot grids (Militari: half-hour slots, two bays; Cluj: hour slots, one bay)
 * and a few bookings of open inspections at Militari on the next open days, so the agenda has
 * something to show. Their inspections are picked by number, never DEMO000123's (tests book it).
 */
export async function seedAppointments(db: Kysely<Database>, organisationId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('appointment_locations')
    .set({ slot_minutes: 30, bays: 2 })
    .where('organisation_id', '=', organisationId)
    .where('name', '=', 'Centru constatari Militari')
    .execute();
  await db
    .updateTable('appointment_locations')
    .set({ slot_minutes: 60, bays: 1 })
    .where('organisation_id', '=', organisationId)
    .where('name', '=', 'Centru constatari Cluj')
    .execute();
  const militari = await db
    .selectFrom('appointment_locations')
    .select(['id', 'opening_hours'])
    .where('organisation_id', '=', organisationId)
    .where('name', '=', 'Centru constatari Militari')
    .executeTakeFirst();
  if (!militari) return;
  const inspections = await db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['a.id', 'f.contact'])
    .where('a.organisation_id', '=', organisationId)
    .where('a.assignment_type', '=', 'vehicle_inspection')
    .where('a.is_final', '=', 0)
    .where('f.claim_file_no', 'not like', 'DEMO%')
    .orderBy('a.assignment_no')
    .limit(4)
    .execute();
  const grid = { opening_hours: v.parse(OpeningHoursSchema, JSON.parse(militari.opening_hours)), slot_minutes: 30 };
  const slots = [2, 3, 4, 5, 6, 7]
    .flatMap((d) => daySlots({ ...grid, closed_days: [] }, addDays(businessDate(now), d)).slice(2, 4))
    .slice(0, inspections.length);
  if (slots.length === 0) return;
  await db
    .insertInto('appointment_bookings')
    .values(
      slots.map((slot, i) =>
        seededBooking({
          organisation_id: organisationId,
          assignment_id: inspections[i]!.id,
          location_id: militari.id,
          startsAt: slot.startsAt,
          contact: inspections[i]!.contact,
          at,
        }),
      ),
    )
    .execute();
}
