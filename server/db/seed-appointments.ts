import type { Kysely } from 'kysely';
import { addDays, businessDate } from '../../contract/business-time.ts';
import { openAssignmentsByNumber } from '../features/assignments/index.ts';
import { addSeededBookings, daySlots, locationNamed, seededBooking, setSlotGrid } from '../features/schedule/index.ts';
import type { Database } from './schema.ts';

/**
 * The demo locations' slot grids (Militari: half-hour slots, two bays; Cluj: hour slots, one bay)
 * and a few bookings of open inspections at Militari on the next open days, so the agenda has
 * something to show. Their inspections are picked by number, never DEMO000123's (tests book it).
 */
export async function seedAppointments(db: Kysely<Database>, organisationId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await setSlotGrid(db, organisationId, 'Centru constatări Militari', { slot_minutes: 30, bays: 2 });
  await setSlotGrid(db, organisationId, 'Centru constatări Cluj', { slot_minutes: 60, bays: 1 });
  const militari = await locationNamed(db, organisationId, 'Centru constatări Militari');
  if (!militari) return;
  const inspections = (await openAssignmentsByNumber(db, organisationId, 'vehicle_inspection'))
    .filter((a) => !a.claim_file_no.startsWith('DEMO'))
    .slice(0, 4);
  const grid = { opening_hours: militari.opening_hours, slot_minutes: 30 };
  const slots = [2, 3, 4, 5, 6, 7]
    .flatMap((d) => daySlots({ ...grid, closed_days: [] }, addDays(businessDate(now), d)).slice(2, 4))
    .slice(0, inspections.length);
  await addSeededBookings(
    db,
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
  );
}
