import type { Kysely } from 'kysely';
import { addDays, businessDayStart, localParts } from '../../../contract/business-time.ts';
import type { Agenda } from '../../../contract/schedule.ts';
import type { Database } from '../../db/schema.ts';
import { claimFactsOfAssignments } from '../assignments/index.ts';
import { scheduleLocationOf } from './locations.ts';

/**
 * Who comes to a location over one day or a week: each active booking with the vehicle, the claim
 * and its policyholder, and the claim's newest assessment assignment (one click away).
 */
export async function agendaOf(
  db: Kysely<Database>,
  organisationId: string,
  query: { location_id: string; from: string; days: number },
): Promise<Agenda> {
  const location = await scheduleLocationOf(db, organisationId, query.location_id);
  const rows = await db
    .selectFrom('appointment_bookings as b')
    .select(['b.id', 'b.starts_at', 'b.bay', 'b.assignment_id'])
    .where('b.organisation_id', '=', organisationId)
    .where('b.location_id', '=', location.id)
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', businessDayStart(query.from))
    .where('b.starts_at', '<', businessDayStart(addDays(query.from, query.days)))
    .orderBy('b.starts_at')
    .orderBy('b.bay')
    .execute();
  const facts = await claimFactsOfAssignments(
    db,
    rows.map((r) => r.assignment_id),
  );
  return {
    location: { id: location.id, name: location.name, address: location.address },
    from: query.from,
    days: query.days,
    items: rows.flatMap((r) => {
      const claim = facts.get(r.assignment_id);
      if (!claim) return [];
      return [
        {
          booking_id: r.id,
          starts_at: r.starts_at,
          ...localParts(new Date(r.starts_at)),
          bay: r.bay,
          plate: claim.plate,
          claim_file_no: claim.claim_file_no,
          policyholder: claim.insured_name,
          assignment_id: r.assignment_id,
          assignment_no: claim.assignment_no,
          assessment_assignment_id: claim.assessment_assignment_id,
        },
      ];
    }),
  };
}
