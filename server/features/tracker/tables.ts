import type { Generated } from 'kysely';

export interface TrackerCasesTable {
  id: string;
  organisation_id: string;
  case_no: string;
  contact_channel: string;
  created_at: string;
  process_step_index: Generated<number>;
}

interface TrackerConfigsTable {
  organisation_id: string;
  /** JSON { en, ro } of the tracker texts and steps (contract/tracker.ts, without step states). */
  config: string;
}

interface TrackerEventsTable {
  id: string;
  case_id: string;
  event_title: string;
  /** HTML written by staff; the tracker page sanitises it before showing it. */
  event_description: string;
  process_step_index: number;
  next_step_title: string;
  next_step_description: string;
  action: string | null;
  created_at: string;
  /** JSON { en, ro } of the four texts above (EventTexts); null on rows written before both were kept. */
  texts: Generated<string | null>;
}

interface RegisteredDocumentsTable {
  id: string;
  case_id: string;
  description: string;
  registration_no: string;
  registration_date: string;
  system_time: string;
}

interface TrackerChallengesTable {
  id: string;
  case_no: string;
  /** Null for a case number that does not exist: such a challenge can never be passed. */
  case_id: string | null;
  address: string;
  code_hash: string;
  created_at: string;
  expire_time: string;
  failures: Generated<number>;
  block_until: string | null;
  verified_at: string | null;
}

interface ContactConfirmationsTable {
  key_hash: string;
  case_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** 'contact' confirms the channel itself; 'updates' confirms a subscription to the case's updates. */
  purpose: Generated<'contact' | 'updates'>;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface TrackerTables {
  tracker_cases: TrackerCasesTable;
  tracker_configs: TrackerConfigsTable;
  tracker_events: TrackerEventsTable;
  registered_documents: RegisteredDocumentsTable;
  tracker_challenges: TrackerChallengesTable;
  contact_confirmations: ContactConfirmationsTable;
}
