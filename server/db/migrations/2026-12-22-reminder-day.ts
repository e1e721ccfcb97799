import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // The day (YYYY-MM-DD, Romanian calendar) a booking's last reminder was for: a move within that
  // day clears the reminder's outbox id but must not earn a second reminder for the same day.
  await db.schema.alterTable('appointment_bookings').addColumn('reminder_day', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointment_bookings').dropColumn('reminder_day').execute();
}
