import type { Generated } from 'kysely';

export interface ClaimFilesTable {
  id: string;
  organisation_id: string;
  claim_file_no: string;
  policy_no: string;
  policy_type: string;
  insured_name: string;
  plate: string;
  /** The plate upper case without spaces or dashes, kept by the database (a generated column), indexed. */
  plate_key: Generated<string>;
  vehicle_brand: string;
  vehicle_model: string;
  vin: string;
  /** YYYY-MM-DD. */
  event_date: string;
  event_country: string;
  event_county: string | null;
  event_place: string;
  /** The policyholder's tracker case, when the claim has one. */
  tracker_case_id: string | null;
  created_at: string;
  /** What happened, in the policyholder's words (first notice of loss). */
  description: Generated<string | null>;
  vehicle_category: Generated<string | null>;
  vehicle_color: Generated<string | null>;
  /** The policyholder's contact channel: an e-mail address or a phone number. */
  contact: Generated<string | null>;
  /** The policy in the register; null when it was not found (then policy_missing_reason says why). */
  policy_id: Generated<string | null>;
  policy_missing_reason: Generated<string | null>;
  /** HH:MM, when known. */
  event_time: Generated<string | null>;
  police_report_no: Generated<string | null>;
  /** 1 when the policyholder said someone was hurt, 0 when no one was; null when no one was asked. */
  injured: Generated<number | null>;
  /** What the policyholder said of the injuries. */
  injury_note: Generated<string | null>;
  /** What the policyholder said of an amicable report: 'none', 'photo' (to follow) or 'fields' (typed in). */
  amicable_report: Generated<string | null>;
  /** What is damaged, in the words of whoever reported it. */
  damage: Generated<string | null>;
  /** The staff member who registered the claim; null for the public form and the demo data. */
  created_by_user_id: Generated<string | null>;
  updated_at: Generated<string | null>;
  /** Bumped by every change of the event or the parties; changes name the version they were made on (If-Match). */
  version: Generated<number>;
}

export interface AssignmentStatusesTable {
  organisation_id: string;
  assignment_type: string;
  code: string;
  name_en: string;
  name_ro: string;
  color: string;
  help_en: string;
  help_ro: string;
  is_final: number;
  sort: number;
  /** The tracker's process step this status puts the case at; null leaves the tracker alone. */
  tracker_step: number | null;
  /**
   * Bumped by every change of the help texts (the column defaults to 1). Optional here because the
   * status definitions are built and compared as plain rows of this table elsewhere.
   */
  help_version?: number;
}

/** A status an assignment of a type may move to from another; a move out of a final status is a reopening. */
interface AssignmentStatusTransitionsTable {
  organisation_id: string;
  assignment_type: string;
  from_code: string;
  to_code: string;
  /** Order of the choices offered. */
  sort: number;
}

export interface AssignmentsTable {
  id: string;
  organisation_id: string;
  claim_file_id: string;
  assignment_no: string;
  assignment_type: string;
  status_code: string;
  /** Copied from the status, so that the worklist's open/closed filter is an index column. */
  is_final: number;
  assignee_user_id: string | null;
  group_code: string;
  /** The guest link's key: 128 random bits, so nobody finds a link by guessing. */
  guest_key: string;
  /** YYYY-MM-DD. */
  due_date: string;
  is_case_master: number;
  created_at: string;
  updated_at: string;
  /** When the guest link stops working; null for never. */
  guest_key_expires_at: Generated<string | null>;
  /** The partner organisation (repair shop, assessor) holding the work, if any. */
  partner_id: Generated<string | null>;
  /** When the assignment reached a final status; null while it is open. */
  closed_at: Generated<string | null>;
  /** Bumped by every change of status or assignee; changes name the version they were made on (If-Match). */
  version: Generated<number>;
}

interface AssignmentSearchTermsTable {
  organisation_id: string;
  term: string;
  assignment_id: string;
}

export interface TimelineEntriesTable {
  id: string;
  assignment_id: string;
  kind: 'created' | 'status' | 'note' | 'assigned' | 'email' | 'sms' | 'document' | 'assessment';
  /** The person who acted (the real one when impersonating); null for the system. */
  actor_user_id: string | null;
  /** Whom the actor stood in for, when impersonating. */
  acting_as_user_id: string | null;
  text: string;
  status_code: string | null;
  outbox_id: string | null;
  created_at: string;
}

/** One stay of an assignment in a status: entered, left (null while it is there) and its length. */
export interface StatusStintsTable {
  id: string;
  organisation_id: string;
  assignment_id: string;
  assignment_type: string;
  group_code: string;
  status_code: string;
  entered_at: string;
  left_at: string | null;
  hours: number | null;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface AssignmentTables {
  claim_files: ClaimFilesTable;
  assignment_statuses: AssignmentStatusesTable;
  assignment_status_transitions: AssignmentStatusTransitionsTable;
  assignments: AssignmentsTable;
  assignment_search_terms: AssignmentSearchTermsTable;
  timeline_entries: TimelineEntriesTable;
  status_stints: StatusStintsTable;
}
