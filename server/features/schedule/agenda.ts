import type { Kysely } from 'kysely';
import { addDays, businessDayStart, localParts } from '../../../contract/business-time.ts';
import type { Agenda } from '../../../contract/schedule.ts';
import type { Database } from '../../db/schema.ts';
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
    .innerJoin('assignments as a', 'a.id', 'b.assignment_id')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['b.id', 'b.starts_at', 'b.bay', 'a.id as assignment_id', 'a.assignment_no'])
    .select(['f.plate', 'f.claim_file_no', 'f.insured_name'])
    .select((eb) =>
      eb
        .selectFrom('assignments as s')
        .select('s.id')
        .whereRef('s.claim_file_id', '=', 'f.id')
        .where('s.assignment_type', '=', 'assessment')
        .orderBy('s.created_at', 'desc')
        .limit(1)
        .as('assessment_assignment_id'),
    )
    .where('b.organisation_id', '=', organisationId)
    .where('b.location_id', '=', location.id)
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>=', businessDayStart(query.from))
    .where('b.starts_at', '<', businessDayStart(addDays(query.from, query.days)))
    .orderBy('b.starts_at')
    .orderBy('b.bay')
    .execute();
  return {
    location: { id: location.id, name: location.name, address: location.address },
    from: query.from,
    days: query.days,
    items: rows.map((r) => ({
      booking_id: r.id,
      starts_at: r.starts_at,
      ...localParts(new Date(r.starts_at)),
      bay: r.bay,
      plate: r.plate,
      claim_file_no: r.claim_file_no,
      policyholder: r.insured_name,
      assignment_id: r.assignment_id,
      assignment_no: r.assignment_no,
      assessment_assignment_id: r.assessment_assignment_id ?? null,
    })),
  };
}
