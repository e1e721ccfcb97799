import type { Generated } from 'kysely';

export interface AbsencesTable {
  id: string;
  organisation_id: string;
  user_id: string;
  /** YYYY-MM-DD, both days included. */
  starts_on: string;
  ends_on: string;
  note: string;
  status: 'requested' | 'approved' | 'rejected' | 'cancelled';
  substitute_user_id: string | null;
  decided_by_user_id: string | null;
  decision_note: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Bumped by every change; a change names the version it was made on (If-Match). */
  version: Generated<number>;
  /** Who made the last change (the real person when impersonating), named when a stale change is refused. */
  updated_by_user_id: Generated<string | null>;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface TimeOffTables {
  absences: AbsencesTable;
}
