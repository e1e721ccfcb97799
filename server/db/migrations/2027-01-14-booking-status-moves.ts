import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// Booking an inspection moves its assignment to "scheduled" (an appointment to "confirmed"), and
// cancelling the booking moves it back to "new". The way back was no transition before; every
// organisation that has both statuses gets it, after its other moves out of the booked status.
const BACK = [
  { assignment_type: 'vehicle_inspection', from_code: 'scheduled', to_code: 'new' },
  { assignment_type: 'appointment', from_code: 'confirmed', to_code: 'new' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const move of BACK) {
    const organisations = await db
      .selectFrom('assignment_statuses as s')
      .select('s.organisation_id')
      .where('s.assignment_type', '=', move.assignment_type)
      .where('s.code', 'in', [move.from_code, move.to_code])
      .groupBy('s.organisation_id')
      .having((eb) => eb.fn.count('s.code'), '=', 2)
      .execute();
    for (const { organisation_id } of organisations) {
      const held = await db
        .selectFrom('assignment_status_transitions')
        .select(['to_code', 'sort'])
        .where('organisation_id', '=', organisation_id)
        .where('assignment_type', '=', move.assignment_type)
        .where('from_code', '=', move.from_code)
        .execute();
      if (held.some((row) => row.to_code === move.to_code)) continue;
      const sort = held.reduce((max, row) => Math.max(max, Number(row.sort) + 1), 0);
      await db
        .insertInto('assignment_status_transitions')
        .values({ organisation_id, ...move, sort })
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const move of BACK)
    await db
      .deleteFrom('assignment_status_transitions')
      .where('assignment_type', '=', move.assignment_type)
      .where('from_code', '=', move.from_code)
      .where('to_code', '=', move.to_code)
      .execute();
}
