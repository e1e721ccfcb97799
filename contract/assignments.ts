import * as v from 'valibot';
import { FoundBySchema } from './claim-facts.ts';
import { DocumentSchema } from './documents.ts';
import { StatusCodeSchema, WORKLIST_NARROWING_ENTRIES } from './worklist-narrowing.ts';
import { WORKLISTS } from './worklists.ts';

/**
 * Claim work: claim files, the assignments within them, their statuses and timelines, in the
 * shapes both sides use.
 */
export const ASSIGNMENT_TYPES = ['claim_notification', 'vehicle_inspection', 'assessment', 'appointment'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

export const ASSIGNMENT_TYPE_NAMES: Record<AssignmentType, { en: string; ro: string }> = {
  claim_notification: { en: 'Claim notification', ro: 'Avizare daună' },
  vehicle_inspection: { en: 'Vehicle inspection', ro: 'Constatare' },
  assessment: { en: 'Assessment', ro: 'Evaluare' },
  appointment: { en: 'Appointment', ro: 'Programare' },
};

/** A type's name in a language; an unknown type (from newer data) shows as itself. */
export const assignmentTypeName = (type: string, language: 'en' | 'ro'): string =>
  ASSIGNMENT_TYPE_NAMES[type as AssignmentType]?.[language] ?? type;

/** Whose assignments the worklist shows (user_metadata.worklist_filter.filter_keys). */
export const FILTER_KEYS = { mine: 0, myGroup: 1, organisation: 2 } as const;
export const CATEGORY_CODES = ['active', 'closed', 'all'] as const;
export const WORKLIST_CRITERIA = WORKLISTS.map((w) => w.id);
export type WorklistCriterion = (typeof WORKLISTS)[number]['id'];
const WORKLIST_SORTS = ['due_date', 'updated_at', 'assignment_no'] as const;
export type WorklistSort = (typeof WORKLIST_SORTS)[number];
export const WORKLIST_PAGE_SIZES = [10, 25, 50, 100] as const;
/** How long without a change makes an open assignment "not updated". */
export const STALE_AFTER_DAYS = 7;

/** The worklist filter kept in the user's metadata (user_metadata.worklist_filter), with its defaults. */
export const WorklistFilterSchema = v.object({
  filter_keys: v.optional(v.picklist([0, 1, 2]), 0),
  assignment_type: v.optional(v.nullable(v.picklist(ASSIGNMENT_TYPES)), null),
  filter_criteria: v.optional(
    v.nullable(v.picklist(WORKLIST_CRITERIA as unknown as [WorklistCriterion, ...WorklistCriterion[]])),
    null,
  ),
  category_code: v.optional(v.picklist(CATEGORY_CODES), 'active'),
  /** One status (by code) or any. */
  status_code: v.optional(v.nullable(StatusCodeSchema), null),
});
export type WorklistFilter = v.InferOutput<typeof WorklistFilterSchema>;
export const DEFAULT_WORKLIST_FILTER: WorklistFilter = {
  filter_keys: 0,
  assignment_type: null,
  filter_criteria: null,
  category_code: 'active',
  status_code: null,
};

/** GET /api/assignments/worklist: the filter, the sort and the keyset cursor, as query parameters. */
export const WorklistQuerySchema = v.object({
  filter_keys: v.optional(
    v.pipe(v.string(), v.transform(Number), v.picklist([0, 1, 2], 'error.worklist.filterKeys')),
    '0',
  ),
  assignment_type: v.optional(v.picklist(ASSIGNMENT_TYPES, 'error.worklist.assignmentType')),
  filter_criteria: v.optional(
    v.picklist(
      WORKLIST_CRITERIA as unknown as [WorklistCriterion, ...WorklistCriterion[]],
      'error.worklist.filterCriteria',
    ),
  ),
  category_code: v.optional(v.picklist(CATEGORY_CODES, 'error.worklist.categoryCode'), 'active'),
  sort: v.optional(v.picklist(WORKLIST_SORTS, 'error.worklist.sort'), 'due_date'),
  direction: v.optional(v.picklist(['asc', 'desc'], 'error.worklist.direction'), 'asc'),
  limit: v.optional(
    v.pipe(v.string(), v.transform(Number), v.picklist(WORKLIST_PAGE_SIZES, 'error.worklist.limit')),
    '25',
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500, 'error.worklist.cursorTooLong'))),
  ...WORKLIST_NARROWING_ENTRIES,
});
export type WorklistQuery = v.InferOutput<typeof WorklistQuerySchema>;

const StatusSchema = v.object({
  code: v.string(),
  name: v.string(),
  color: v.string(),
  help: v.string(),
  is_final: v.boolean(),
});
export type Status = v.InferOutput<typeof StatusSchema>;

const WorklistRowSchema = v.object({
  id: v.string(),
  assignment_no: v.string(),
  claim_file_no: v.string(),
  assignment_type: v.picklist(ASSIGNMENT_TYPES),
  type_name: v.string(),
  status: v.object({ code: v.string(), name: v.string(), color: v.string(), is_final: v.boolean() }),
  assignee_name: v.nullable(v.string()),
  group_code: v.string(),
  due_date: v.string(),
  updated_at: v.string(),
  plate: v.string(),
  insured_name: v.string(),
  /** The claim's next legal deadline, on its handling assignment (the case master) only. */
  legal_deadline: v.nullable(
    v.object({
      date: v.string(),
      kind: v.picklist(['inspection', 'answer', 'payment']),
      standing: v.picklist(['open', 'due_soon', 'breached']),
    }),
  ),
});
export type WorklistRow = v.InferOutput<typeof WorklistRowSchema>;

export const WorklistPageSchema = v.object({ rows: v.array(WorklistRowSchema), next_cursor: v.nullable(v.string()) });
export type WorklistPage = v.InferOutput<typeof WorklistPageSchema>;

/** GET /api/assignments/dashboard: one count per worklist of contract/worklists.ts. */
export const DashboardCountsSchema = v.object({
  new: v.number(),
  'due-today': v.number(),
  overdue: v.number(),
  'not-updated': v.number(),
  unassigned: v.number(),
  'deadline-soon': v.number(),
  'deadline-breached': v.number(),
  disputed: v.number(),
});
export type DashboardCounts = v.InferOutput<typeof DashboardCountsSchema>;

const TimelineEntrySchema = v.object({
  id: v.string(),
  kind: v.picklist(['created', 'status', 'note', 'assigned', 'email', 'sms', 'document', 'assessment']),
  system_time: v.string(),
  actor_name: v.nullable(v.string()),
  acting_as_name: v.nullable(v.string()),
  text: v.string(),
  /** The text is shown as it was typed or sent, in a language the page cannot tell; else in the reader's words. */
  recorded: v.boolean(),
  /** What someone typed inside a line the product wrote (a reason, a report): shown after it, as typed. */
  quote: v.nullable(v.string()),
  status: v.nullable(v.object({ name: v.string(), color: v.string() })),
  /** For e-mails and SMS: the message's id, for /print-email and /print-sms. */
  message_id: v.nullable(v.string()),
});
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;

/** The status whose choice stops the work without a result: moving there needs a reason. */
export const CANCELLED_STATUS = 'cancelled';

/**
 * A status the assignment may move to next, for this user: a plain step, a cancelling (needs a
 * reason) or a reopening out of a final status (needs a manager and a reason).
 */
const StatusMoveSchema = v.object({ code: v.string(), kind: v.picklist(['step', 'cancel', 'reopen']) });
export type StatusMove = v.InferOutput<typeof StatusMoveSchema>;

export const AssignmentDetailSchema = v.object({
  id: v.string(),
  assignment_no: v.string(),
  assignment_type: v.picklist(ASSIGNMENT_TYPES),
  type_name: v.string(),
  status: StatusSchema,
  assignee: v.nullable(v.object({ id: v.string(), full_name: v.string() })),
  group_code: v.string(),
  due_date: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  is_case_master: v.boolean(),
  /** The guest key, for the print page's address (staff of the organisation only). */
  assignment_key: v.string(),
  claim_file: v.object({
    claim_file_no: v.string(),
    policy_no: v.string(),
    policy_type: v.string(),
    insured_name: v.string(),
    vehicle: v.object({ plate: v.string(), brand: v.string(), model: v.string(), vin: v.string() }),
    event_date: v.string(),
    event_place: v.string(),
    tracker_case_no: v.nullable(v.string()),
    /** Whether the policyholder said someone was hurt (null: no one was asked). */
    injured: v.optional(v.nullable(v.boolean()), null),
    /** Where the policyholder is told of a document request; null when the claim has no such address. */
    policyholder_email: v.optional(v.nullable(v.string()), null),
  }),
  statuses: v.array(StatusSchema),
  /** Where the status may go next, for this user, in the order offered (empty when they may not change it). */
  next_statuses: v.array(StatusMoveSchema),
  /** Bumped by every change of status or assignee; also the answer's ETag, sent back as If-Match. */
  version: v.number(),
  assignable_users: v.array(v.object({ id: v.string(), full_name: v.string() })),
  may_change: v.boolean(),
  may_assign: v.boolean(),
  note_items: v.array(v.object({ item_guid: v.string(), name: v.string(), operation: v.string() })),
  documents: v.array(DocumentSchema),
  /** The guest link's path (/guest/{type}/{key}) and when it stops working (null: never). */
  guest_link: v.object({ path: v.string(), expires_at: v.nullable(v.string()) }),
  timeline: v.array(TimelineEntrySchema),
});
export type AssignmentDetail = v.InferOutput<typeof AssignmentDetailSchema>;

const NOTE_MAX = 4000;
const noteText = (message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(NOTE_MAX, 'error.assignment.noteTooLong'));

export const ChangeStatusRequestSchema = v.object({
  status_code: v.pipe(v.string(), v.minLength(1, 'error.assignment.statusRequired'), v.maxLength(64)),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, 'error.assignment.noteTooLong'))),
  /** Why, for a cancelling or a reopening (required there); it goes on the timeline. */
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, 'error.assignment.reasonTooLong'))),
});
export const AssignRequestSchema = v.object({ user_id: v.nullable(v.pipe(v.string(), v.maxLength(64))) });
export const AddNoteRequestSchema = v.object({ text: noteText('error.assignment.noteRequired') });
export const SendMessageRequestSchema = v.object({
  channel: v.picklist(['email', 'sms'], 'error.assignment.channel'),
  to: v.pipe(v.string(), v.trim(), v.minLength(3, 'error.assignment.recipientRequired'), v.maxLength(200)),
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  text: noteText('error.assignment.messageRequired'),
  /** The claim's documents the e-mail carries (ids), none by default. */
  document_ids: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(5, 'error.assignment.tooManyAttachments')),
    [],
  ),
});

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_RESULTS = 20;
/** Claim files offered before the assignments: a few, the list is for choosing one. */
export const SEARCH_MAX_CLAIM_FILES = 5;
export const SearchQuerySchema = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(SEARCH_MIN_LENGTH, 'error.search.tooShort'),
    v.maxLength(100, 'error.search.tooLong'),
  ),
});
const SearchResultSchema = v.object({
  id: v.string(),
  assignment_no: v.string(),
  claim_file_no: v.string(),
  type_name: v.string(),
  status: v.object({ name: v.string(), color: v.string() }),
  plate: v.string(),
  policy_no: v.string(),
  insured_name: v.string(),
  found_by: FoundBySchema,
});
export const SearchResultsSchema = v.array(SearchResultSchema);
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;
/** A claim file whose number, plate, policy or insured's name starts with what was typed. */
const ClaimFileSearchResultSchema = v.object({
  claim_file_no: v.string(),
  insured_name: v.string(),
  plate: v.string(),
  found_by: FoundBySchema,
});
export type ClaimFileSearchResult = v.InferOutput<typeof ClaimFileSearchResultSchema>;
/** The search box's answer: the matching claim files, then their assignments, in one request. */
export const SearchAllResultsSchema = v.object({
  claim_files: v.array(ClaimFileSearchResultSchema),
  assignments: SearchResultsSchema,
});
export type SearchAllResults = v.InferOutput<typeof SearchAllResultsSchema>;

/** One row of a note item's history. */
const NoteItemHistoryRowSchema = v.object({
  claim_file_no: v.string(),
  assignment_type_name: v.string(),
  status_name: v.string(),
  status_color: v.string(),
  system_time: v.string(),
  rep_name: v.string(),
  assignment_id: v.string(),
});
export const NoteItemHistorySchema = v.array(NoteItemHistoryRowSchema);
export type NoteItemHistoryRow = v.InferOutput<typeof NoteItemHistoryRowSchema>;

/** The timeline lookup's answer, plus what the print page shows. */
export const TimelineLookupSchema = v.object({
  id: v.string(),
  name: v.string(),
  claim_file_no: v.string(),
  assignment_no: v.string(),
  is_case_master: v.boolean(),
  timeline: v.array(TimelineEntrySchema),
  /** The policyholder's tracker address for this claim, for the printed QR code; null without a case. */
  tracker_url: v.nullable(v.string()),
  tracker_qr_svg: v.nullable(v.string()),
});
export type TimelineLookup = v.InferOutput<typeof TimelineLookupSchema>;
