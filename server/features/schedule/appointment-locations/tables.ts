import type { Generated } from 'kysely';

interface AppointmentLocationsTable {
  id: string;
  organisation_id: string;
  name: string;
  address: string;
  county_code: string;
  phone: string;
  /** JSON of contract/appointment-locations.ts OpeningHours. */
  opening_hours: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Bumped by every change; a change names the version it was made on (If-Match). */
  version: Generated<number>;
  /** Who made the last change (the real person when impersonating), named when a stale change is refused. */
  updated_by_user_id: Generated<string | null>;
  /** The slot grid of bookings: each slot's length, how many vehicles at once, and days closed (JSON YYYY-MM-DD list). */
  slot_minutes: Generated<number>;
  bays: Generated<number>;
  closed_days: Generated<string>;
}

/** Days every location of an organisation is closed (JSON YYYY-MM-DD list): one row per organisation that set any. */
interface ClosedEverywhereTable {
  organisation_id: string;
  days: string;
  /** Bumped by every change; a change names the version it was made on (If-Match); 0 before the first. */
  version: number;
  updated_at: string;
  updated_by_user_id: string | null;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface AppointmentLocationTables {
  appointment_locations: AppointmentLocationsTable;
  closed_everywhere: ClosedEverywhereTable;
}
