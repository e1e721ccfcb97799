import * as v from 'valibot';
import { NEXT_REASONS } from './tracker-next.ts';
import { DocumentListSchema } from './documents.ts';
import { TRACKER_ACCESS_CODE_LENGTH, TRACKER_SEARCH_MIN_LENGTH } from './limits.ts';

/**
 * The public claim tracker. Before the code is verified nothing
 * here tells a known case from an unknown one: every well-formed case number gets a challenge of
 * the same shape, and no part of the contact channel is shown.
 */
const TrackerStepSchema = v.object({
  label: v.string(),
  icon: v.string(),
  state: v.picklist(['done', 'current', 'pending']),
  index: v.number(),
  /** What happens in the step, in a sentence or two (the landing page shows it under the step). */
  description: v.optional(v.string()),
});

export const TrackerConfigSchema = v.object({
  config: v.array(TrackerStepSchema),
  case_identifier_name: v.string(),
  not_found_message: v.string(),
  search_message: v.string(),
  security: v.object({ message: v.string(), error_message: v.string() }),
  title: v.string(),
  action: v.nullable(v.object({ type: v.picklist(['link', 'assignment_link']), url: v.string(), name: v.string() })),
  /** The insurer's phone for visitors a block shuts out (the tracker settings), when one is set. */
  phone: v.optional(v.string()),
  /** The insurer's e-mail address and phone hours for policyholders (the tracker settings), when set. */
  email: v.optional(v.string()),
  hours: v.optional(v.string()),
});
export type TrackerConfig = v.InferOutput<typeof TrackerConfigSchema>;

const RegisteredDocumentSchema = v.object({
  id: v.string(),
  description: v.string(),
  registration_no: v.string(),
  registration_date: v.string(),
  system_time: v.string(),
});

const DocumentRequestSchema = v.object({
  key: v.string(),
  system_time: v.string(),
  /** The names as staff typed them: uploads name these. */
  doc_type_names: v.array(v.string()),
  /** The same names, one for one, in the visitor's language where they are known document types. */
  doc_type_labels: v.array(v.string()),
  /** YYYY-MM-DD by which the insurer hopes to have them; null on requests made before due dates. */
  due_date: v.nullable(v.string()),
});

/** The case's current event on the tracker. `event_description` is HTML: sanitise before showing. */
const TrackerEventSchema = v.object({
  id: v.string(),
  event_title: v.string(),
  event_description: v.string(),
  process_step_index: v.number(),
  next_step_title: v.string(),
  next_step_description: v.string(),
  action: v.nullable(v.object({ type: v.picklist(['link', 'assignment_link']), url: v.string(), name: v.string() })),
  displayed_case_no: v.string(),
  /** When the event happened (ISO-8601). */
  system_time: v.string(),
  registered_documents: v.array(RegisteredDocumentSchema),
  active_doc_requests: v.array(DocumentRequestSchema),
});
export type TrackerEvent = v.InferOutput<typeof TrackerEventSchema>;

/** One public event of the case's history, newest first; the description is sanitised HTML. */
const TrackerHistoryEntrySchema = v.object({
  id: v.string(),
  system_time: v.string(),
  event_title: v.string(),
  event_description: v.string(),
  process_step_index: v.number(),
});
export type TrackerHistoryEntry = v.InferOutput<typeof TrackerHistoryEntrySchema>;

/**
 * Who acts next on the case, and how long the current step usually takes at this insurer: the
 * 25th to 75th percentile of working days its recently closed cases spent in the step, or null
 * when too few cases say so. A range from the past, never a promised date.
 */
const TrackerNextSchema = v.object({
  actor: v.picklist(['insurer', 'you']),
  /** Why (contract/tracker-next.ts decides): what the page's own buttons ask of the visitor, or the insurer's work. */
  reason: v.picklist(NEXT_REASONS),
  /** When the visitor's booked inspection starts, as they read it: dd.MM.yyyy HH:mm, Romanian time (attend_inspection only). */
  when: v.nullable(v.string()),
  typical_days: v.nullable(v.object({ low: v.number(), high: v.number() })),
});
export type TrackerNext = v.InferOutput<typeof TrackerNextSchema>;

/**
 * What a verified visitor reads of their case (GET /api/tracker/case), in their language:
 * `doc_type_labels` names each document type of the case's requests as the visitor reads it.
 */
export const TrackerCaseAnswerSchema = v.object({
  currentEvent: v.nullable(TrackerEventSchema),
  config: v.nullable(TrackerConfigSchema),
  documents: DocumentListSchema,
  history: v.array(TrackerHistoryEntrySchema),
  doc_type_labels: v.record(v.string(), v.string()),
  next: v.nullable(TrackerNextSchema),
  /** Updates by message: none asked, a confirmation link waiting, or on; the page offers only what is not on. */
  updates: v.picklist(['none', 'pending', 'active']),
  /** The insurer's code: the page shows whose case it is, whatever the address named. */
  org_code: v.string(),
});
export type TrackerCaseAnswer = v.InferOutput<typeof TrackerCaseAnswerSchema>;

/** The guest context a verified visitor gets: a token that reads this one case, for 15 minutes. */
const TrackerAuthContextSchema = v.object({
  idToken: v.string(),
  expires_at: v.string(),
  case_no: v.string(),
  /** The end of the visit: the token is renewed on this device while the visitor is active until then. */
  visit_ends_at: v.string(),
});
export type TrackerAuthContext = v.InferOutput<typeof TrackerAuthContextSchema>;

/** The tracker's challenge: a code sent to the case's contact, and where it stands. */
export const TrackerChallengeSchema = v.object({
  challenge_id: v.nullable(v.string()),
  status: v.picklist(['sent', 'verified', 'invalid', 'blocked', 'expired']),
  block_until: v.nullable(v.string()),
  expire_time: v.nullable(v.string()),
  code_validated: v.boolean(),
  is_blocked: v.boolean(),
  currentEvent: v.nullable(TrackerEventSchema),
  newAuthContext: v.nullable(TrackerAuthContextSchema),
  /** When this challenge's code went out; `reused` when an earlier, still valid challenge is answered again. */
  sent_at: v.nullable(v.string()),
  reused: v.boolean(),
  /** From when a new code may be asked for. */
  resend_at: v.nullable(v.string()),
  /** Wrong codes this challenge still accepts before it blocks. */
  attempts_left: v.nullable(v.number()),
  /** Why a block holds: too many wrong codes, or too many codes asked for (per case, address or in total). */
  block_reason: v.nullable(v.picklist(['attempts', 'sends', 'network'])),
});
export type TrackerChallenge = v.InferOutput<typeof TrackerChallengeSchema>;

/**
 * Case numbers: letters and digits, with the separators numbers are written with ('1234/2026',
 * 'DA-12.5_B'), as typed on the search box after spaces go and case rises.
 */
export const CaseNumberSchema = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
  v.minLength(TRACKER_SEARCH_MIN_LENGTH),
  v.maxLength(40),
  v.regex(/^[A-Z0-9][A-Z0-9/._-]*$/),
);

/** The unambiguous alphabet of access codes: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const ACCESS_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

export const VerifyChallengeRequestSchema = v.object({
  challenge_id: v.pipe(v.string(), v.maxLength(64)),
  case_no: v.pipe(v.string(), v.maxLength(40)),
  code: v.pipe(
    v.string(),
    v.transform((s) => s.trim().toUpperCase()),
    v.length(TRACKER_ACCESS_CODE_LENGTH, 'error.tracker.codeLength'),
  ),
});
