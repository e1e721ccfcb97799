import type { Generated } from 'kysely';

interface UserReplacementsTable {
  user_id: string;
  replaced_user_id: string;
}

interface LoginThrottleTable {
  username: string;
  consecutive_failures: Generated<number>;
  block_count: Generated<number>;
  blocked_until: string | null;
  last_failure_at: string | null;
}

/** A browser that signed in successfully as `username` (a device cookie carries the nonce). */
interface TrustedDevicesTable {
  nonce: string;
  username: string;
  failures: Generated<number>;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  impersonated_by_user_id: string | null;
  created_at: string;
  /** Absolute end of the session; rotating refresh tokens never moves it. */
  expires_at: string;
  otp_verified: Generated<number>;
  revoked_at: string | null;
  revoke_reason: string | null;
  /** JSON array of the roles a preview session shows the product as; null for a normal session. */
  preview_roles: Generated<string | null>;
  /** The browser that signed in (its User-Agent) and its address, for the profile's list of sessions. */
  user_agent: Generated<string | null>;
  address: Generated<string | null>;
  /** The last refresh of the session's tokens; null until the first. */
  last_used_at: Generated<string | null>;
}

interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  used_at: string | null;
}

interface OneTimePasswordsTable {
  user_id: string;
  session_id: string;
  code_hash: string;
  expires_at: string;
  last_sent_at: string;
  failures: Generated<number>;
  block_until: string | null;
  used_at: string | null;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface AuthTables {
  user_replacements: UserReplacementsTable;
  login_throttle: LoginThrottleTable;
  trusted_devices: TrustedDevicesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_passwords: OneTimePasswordsTable;
}
