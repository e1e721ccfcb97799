import type { Generated } from 'kysely';

/** A change of the channel for one-time codes, waiting for the code sent to the new channel. */
export interface ContactChangesTable {
  user_id: string;
  channel: 'email' | 'sms';
  recipient: string;
  code_hash: string;
  expires_at: string;
  failures: Generated<number>;
  created_at: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface ProfileTables {
  contact_changes: ContactChangesTable;
}
