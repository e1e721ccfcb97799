import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// Inspection appointments: locations gain a slot grid (length, bays, closed days); bookings hold a
// place (location, start, bay) that a unique index keeps from being given twice, whichever engine.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('appointment_locations')
    .addColumn('slot_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('appointment_locations')
    .addColumn('bays', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('appointment_locations')
    .addColumn('closed_days', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // An e-mail may carry one file (the calendar entry of a booking).
  await db.schema.alterTable('outbox').addColumn('attachment_name', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('attachment_type', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('attachment', 'text').execute();

  await db.schema
    .createTable('appointment_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id'))
    .addColumn('location_id', 'text', (c) => c.notNull().references('appointment_locations.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('bay', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('booked_by_kind', 'text', (c) => c.notNull())
    .addColumn('booked_by_user_id', 'text')
    .addColumn('reminder_outbox_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The race guard: of two bookings of one place only one row can be active.
  await db.schema
    .createIndex('appointment_bookings_place_idx')
    .unique()
    .on('appointment_bookings')
    .columns(['location_id', 'starts_at', 'bay'])
    .where(sql.ref('status'), '=', sql.lit('booked'))
    .execute();
  await db.schema
    .createIndex('appointment_bookings_assignment_idx')
    .unique()
    .on('appointment_bookings')
    .column('assignment_id')
    .where(sql.ref('status'), '=', sql.lit('booked'))
    .execute();
  // The reminder job reads active bookings by start time.
  await db.schema
    .createIndex('appointment_bookings_start_idx')
    .on('appointment_bookings')
    .columns(['status', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('appointment_bookings_assignment_all_idx')
    .on('appointment_bookings')
    .columns(['assignment_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('appointment_bookings').execute();
  for (const column of ['attachment', 'attachment_type', 'attachment_name'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  for (const column of ['closed_days', 'bays', 'slot_minutes'])
    await db.schema.alterTable('appointment_locations').dropColumn(column).execute();
}
