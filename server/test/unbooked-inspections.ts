import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Ids of the demo organisation's open inspections that hold no booking, by number: what booking tests book. */
export async function unbookedInspections(db: Kysely<Database>, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
    .select('a.id')
    .where('o.code', '=', 'DEMO')
    .where('a.assignment_type', '=', 'vehicle_inspection')
    .where('a.is_final', '=', 0)
    .where('a.id', 'not in', db.selectFrom('appointment_bookings').select('assignment_id'))
    .orderBy('a.assignment_no')
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}
