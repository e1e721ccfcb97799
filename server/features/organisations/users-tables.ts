import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  organisation_id: string;
  /** Stored lower-case: usernames are matched without regard to case. */
  username: string;
  full_name: string;
  email: string | null;
  /** When set, one-time codes go to this number by SMS instead of to the e-mail address. */
  phone: Generated<string | null>;
  language: 'en' | 'ro';
  password_hash: string;
  created_at: string;
  nickname: Generated<string>;
  /** JSON array of role names. */
  roles: Generated<string>;
  /** JSON of user_metadata (worklist filter and the like). */
  user_metadata: Generated<string>;
  is_external: Generated<number>;
  password_expired: Generated<number>;
  is_default_pass: Generated<number>;
  otp_required: Generated<number>;
  /** Set when an administrator (or a failed code generation) locked the account. */
  locked_at: string | null;
  lock_reason: string | null;
  password_changed_at: string | null;
  /** The team whose unassigned work the user sees on the dashboard; null for none. */
  work_group: string | null;
  /** Bumped by every change a configurator makes to the user (details, roles, lock, password). */
  version: Generated<number>;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface UserTables {
  users: UsersTable;
}
