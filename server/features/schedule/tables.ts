/** One booking of an inspection: a place (location, start, bay) held for an assignment. */
export interface AppointmentBookingsTable {
  id: string;
  organisation_id: string;
  assignment_id: string;
  location_id: string;
  /** ISO-8601 UTC. */
  starts_at: string;
  ends_at: string;
  /** 1..the location's bays; a unique index over (location, start, bay) of active bookings stops double booking. */
  bay: number;
  status: 'booked' | 'cancelled';
  /** Where confirmations and reminders go: an e-mail address or a phone number; null for none. */
  contact: string | null;
  /** Who booked: staff, a guest link or the policyholder through the tracker. */
  booked_by_kind: 'staff' | 'guest' | 'tracker';
  booked_by_user_id: string | null;
  /** The reminder sent the day before; set once, so the job never sends two. */
  reminder_outbox_id: string | null;
  /** The day (YYYY-MM-DD) the last reminder was for; kept by a move, so a move within that day gets no second. */
  reminder_day: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/**
 * A number per organisation that database triggers move on every write to its bookings or
 * appointment locations: what a computed answer of free slots is checked against.
 */
export interface ScheduleVersionsTable {
  organisation_id: string;
  version: number;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface ScheduleTables {
  appointment_bookings: AppointmentBookingsTable;
  schedule_versions: ScheduleVersionsTable;
}
