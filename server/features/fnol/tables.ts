import type { Generated } from 'kysely';

interface IntakeSubmissionsTable {
  id: string;
  address: string;
  /** The policyholder's contact, lower-case and without spaces. */
  contact: string;
  created_at: string;
  /** The claim it became and what it is recognised by (none on rows older than the duplicate check). */
  organisation_id: string | null;
  case_no: string | null;
  policy_no: string | null;
  plate: string | null;
  event_date: string | null;
  /** When the visitor declared the answers true (rows older than the declaration have none). */
  declared_at: Generated<string | null>;
}

interface IntakePhotoKeysTable {
  /** SHA-256 of the key the claim form's confirmation holds; the key itself is never stored. */
  key_hash: string;
  organisation_id: string;
  /** The claim's first assignment, whose documents the photos become. */
  assignment_id: string;
  files_sent: Generated<number>;
  expires_at: string;
  created_at: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface FnolTables {
  intake_submissions: IntakeSubmissionsTable;
  intake_photo_keys: IntakePhotoKeysTable;
}
