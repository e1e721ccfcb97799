/**
 * The database as the repositories see it. Both engines store the same types: ids are text
 * (random UUIDs made by the server), times are ISO-8601 UTC text from the injected clock, flags
 * are 0/1 integers and structured values are JSON text, so a row reads the same on SQLite and
 * PostgreSQL.
 */
export interface OrganisationsTable {
  id: string;
  code: string;
  name: string;
  org_type: 'primary' | 'other';
  /** JSON of contract/branding.ts Branding; null means the defaults. */
  branding: string | null;
  created_at: string;
}

export interface UsersTable {
  id: string;
  organisation_id: string;
  /** Stored lower-case: usernames are matched without regard to case. */
  username: string;
  full_name: string;
  email: string | null;
  language: 'en' | 'ro';
  password_hash: string;
  created_at: string;
}

export interface TrackerCasesTable {
  id: string;
  organisation_id: string;
  case_no: string;
  contact_channel: string;
  created_at: string;
}

export interface Database {
  organisations: OrganisationsTable;
  users: UsersTable;
  tracker_cases: TrackerCasesTable;
}
