import type { Generated } from 'kysely';

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
  /** JSON of contract/organisation.ts AppMetadata: password policy and feature switches. */
  app_metadata: Generated<string>;
  /** JSON array of addresses or CIDR ranges allowed to sign in; empty allows all. */
  ip_allow_list: Generated<string>;
  /** JSON of the external OpenID Connect issuer: { issuer, audience, jwks_uri }; null when none. */
  oidc: string | null;
  /** Each settings section's version, bumped by every save of that section. */
  branding_version: Generated<number>;
  password_policy_version: Generated<number>;
  tracker_version: Generated<number>;
  assistant_version: Generated<number>;
  ip_allow_list_version: Generated<number>;
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

export interface UserReplacementsTable {
  user_id: string;
  replaced_user_id: string;
}

export interface LoginThrottleTable {
  username: string;
  failures: Generated<number>;
  consecutive_failures: Generated<number>;
  block_count: Generated<number>;
  blocked_until: string | null;
  last_failure_at: string | null;
}

/** A browser that signed in successfully as `username` (a device cookie carries the nonce). */
export interface TrustedDevicesTable {
  nonce: string;
  username: string;
  failures: Generated<number>;
  created_at: string;
}

export interface AddressLoginFailuresTable {
  id: string;
  address: string;
  username: string;
  failed_at: string;
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
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  used_at: string | null;
}

export interface OneTimePasswordsTable {
  user_id: string;
  session_id: string;
  code_hash: string;
  expires_at: string;
  last_sent_at: string;
  failures: Generated<number>;
  block_until: string | null;
  used_at: string | null;
}

export interface OutboxTable {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  locked_until: string | null;
  sent_at: string | null;
  transport: string | null;
  last_error: string | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: 'new_activities';
  /** What the activities are, e.g. the assignment's name. */
  name: string;
  count: number;
  created_at: string;
  cleared_at: string | null;
}

export interface TrackerCasesTable {
  id: string;
  organisation_id: string;
  case_no: string;
  contact_channel: string;
  created_at: string;
  process_step_index: Generated<number>;
}

export interface TrackerConfigsTable {
  organisation_id: string;
  /** JSON { en, ro } of the tracker texts and steps (contract/tracker.ts, without step states). */
  config: string;
}

export interface TrackerEventsTable {
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
}

export interface RegisteredDocumentsTable {
  id: string;
  case_id: string;
  description: string;
  registration_no: string;
  registration_date: string;
  system_time: string;
}

export interface DocumentRequestsTable {
  key: string;
  case_id: string;
  /** JSON array of document type names. */
  doc_type_names: string;
  system_time: string;
  fulfilled_at: string | null;
  /** The assignment that asked (null for requests made outside claim work). */
  assignment_id: Generated<string | null>;
}

export interface TrackerChallengesTable {
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

export interface ContactConfirmationsTable {
  key_hash: string;
  case_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ClaimFilesTable {
  id: string;
  organisation_id: string;
  claim_file_no: string;
  policy_no: string;
  policy_type: string;
  insured_name: string;
  plate: string;
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
  /** The guest link's key (security.md 17): 128 random bits. */
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

/** A status an assignment of a type may move to from another; a move out of a final status is a reopening. */
export interface AssignmentStatusTransitionsTable {
  organisation_id: string;
  assignment_type: string;
  from_code: string;
  to_code: string;
  /** Order of the choices offered. */
  sort: number;
}

export interface AssignmentSearchTermsTable {
  organisation_id: string;
  term: string;
  assignment_id: string;
}

export interface TimelineEntriesTable {
  id: string;
  assignment_id: string;
  kind: 'created' | 'status' | 'note' | 'assigned' | 'email' | 'sms' | 'document';
  /** The person who acted (the real one when impersonating); null for the system. */
  actor_user_id: string | null;
  /** Whom the actor stood in for, when impersonating. */
  acting_as_user_id: string | null;
  text: string;
  status_code: string | null;
  outbox_id: string | null;
  created_at: string;
}

export interface AssessmentNoteItemsTable {
  id: string;
  assignment_id: string;
  /** The vehicle part (reference list vehicle_parts). */
  item_guid: string;
  operation: string;
  created_at: string;
}

export interface DocumentsTable {
  id: string;
  assignment_id: string;
  /** The tracker document request it answers, if any. */
  request_key: string | null;
  doc_type: string;
  status: 'requested' | 'uploaded' | 'received' | 'accepted' | 'rejected';
  reject_reason: string | null;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  storage_key: string | null;
  uploaded_by: 'staff' | 'guest' | 'tracker' | null;
  created_at: string;
  updated_at: string;
}

export interface ReferenceItemsTable {
  list_code: string;
  code: string;
  name_en: string;
  name_ro: string;
  parent_code: string | null;
  sort: number;
}

export interface AiThreadsTable {
  id: string;
  user_id: string;
  created_at: string;
}

export interface AiMessagesTable {
  id: string;
  thread_id: string;
  user_id: string;
  message_type: 'input' | 'output';
  type: 'text' | 'error';
  message_content: string;
  run_id: string | null;
  run_status: 'pending' | 'saved' | null;
  /** JSON array of the assignment numbers a reply drew on. */
  cited: Generated<string>;
  delete_thread: Generated<number>;
  system_time: string;
}

export interface AiUsageTable {
  user_id: string;
  /** YYYY-MM-DD */
  day: string;
  requests: number;
  tokens: number;
}

export interface IntakeSubmissionsTable {
  id: string;
  address: string;
  /** The policyholder's contact, lower-case and without spaces. */
  contact: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  organisation_id: string;
  /** The real person (also when impersonating). */
  actor_user_id: string;
  acting_as_user_id: string | null;
  action: string;
  target: string;
  /** JSON: what was there before and what is there after. */
  details: string;
  created_at: string;
}

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

export interface PartnersTable {
  id: string;
  organisation_id: string;
  kind: 'repair_shop' | 'assessor' | 'towing';
  name: string;
  tax_code: string;
  email: string;
  phone: string;
  county_code: string;
  address: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Bumped by every change; a change names the version it was made on (If-Match). */
  version: Generated<number>;
  /** Who made the last change (the real person when impersonating), named when a stale change is refused. */
  updated_by_user_id: Generated<string | null>;
}

export interface PartnerContactsTable {
  id: string;
  partner_id: string;
  full_name: string;
  job_title: string;
  email: string;
  phone: string;
  created_at: string;
}

export interface AppointmentLocationsTable {
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

export interface Database {
  organisations: OrganisationsTable;
  users: UsersTable;
  user_replacements: UserReplacementsTable;
  login_throttle: LoginThrottleTable;
  address_login_failures: AddressLoginFailuresTable;
  trusted_devices: TrustedDevicesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_passwords: OneTimePasswordsTable;
  outbox: OutboxTable;
  notifications: NotificationsTable;
  tracker_cases: TrackerCasesTable;
  tracker_configs: TrackerConfigsTable;
  tracker_events: TrackerEventsTable;
  registered_documents: RegisteredDocumentsTable;
  document_requests: DocumentRequestsTable;
  tracker_challenges: TrackerChallengesTable;
  contact_confirmations: ContactConfirmationsTable;
  claim_files: ClaimFilesTable;
  assignment_statuses: AssignmentStatusesTable;
  assignment_status_transitions: AssignmentStatusTransitionsTable;
  assignments: AssignmentsTable;
  assignment_search_terms: AssignmentSearchTermsTable;
  timeline_entries: TimelineEntriesTable;
  assessment_note_items: AssessmentNoteItemsTable;
  reference_items: ReferenceItemsTable;
  documents: DocumentsTable;
  ai_threads: AiThreadsTable;
  ai_messages: AiMessagesTable;
  ai_usage: AiUsageTable;
  intake_submissions: IntakeSubmissionsTable;
  audit_log: AuditLogTable;
  absences: AbsencesTable;
  partners: PartnersTable;
  partner_contacts: PartnerContactsTable;
  appointment_locations: AppointmentLocationsTable;
  status_stints: StatusStintsTable;
}
