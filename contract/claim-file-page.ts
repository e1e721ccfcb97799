import * as v from 'valibot';
import { DamageSchema, EventTimeSchema, PartySchema, PoliceReportNoSchema } from './claim-file.ts';
import { dayField } from './fields.ts';
import { FNOL_MESSAGES } from './fnol.ts';
import { POLICY_STANDINGS, PolicySchema } from './policies.ts';

/**
 * The claim file page (/workflow/claim-file/:claim_file_no) and the claim files list (/workflow):
 * what the server answers in one call each, and what an edit of the event sends.
 */
const nullableText = (max: number, tooLong: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong))), null);

export const EventInputSchema = v.object({
  event_date: dayField(),
  event_time: EventTimeSchema,
  event_place: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, FNOL_MESSAGES.eventPlace),
    v.maxLength(120, FNOL_MESSAGES.eventPlaceLong),
  ),
  event_county: nullableText(64, FNOL_MESSAGES.eventPlaceLong),
  event_country: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, FNOL_MESSAGES.eventCountry),
    v.maxLength(64, FNOL_MESSAGES.eventCountry),
  ),
  description: nullableText(2000, FNOL_MESSAGES.descriptionLong),
  police_report_no: PoliceReportNoSchema,
  damage: DamageSchema,
});
export type EventInput = v.InferOutput<typeof EventInputSchema>;
export type EventFields = v.InferInput<typeof EventInputSchema>;

const StoredPartySchema = v.object({ ...PartySchema.entries, id: v.string() });

const FileAssignmentSchema = v.object({
  id: v.string(),
  assignment_no: v.string(),
  assignment_type: v.string(),
  type_name: v.string(),
  status: v.object({ code: v.string(), name: v.string(), color: v.string(), is_final: v.boolean() }),
  assignee_name: v.nullable(v.string()),
  group_code: v.string(),
  due_date: v.string(),
  is_case_master: v.boolean(),
});

const FileDocumentSchema = v.object({
  id: v.string(),
  doc_type: v.string(),
  /** The type's name in the reader's language; absent for a name the organisation does not know. */
  doc_type_name: v.optional(v.string()),
  status: v.string(),
  file_name: v.nullable(v.string()),
  updated_at: v.string(),
  assignment_no: v.string(),
});

const FileTimelineEntrySchema = v.object({
  id: v.string(),
  kind: v.string(),
  system_time: v.string(),
  actor_name: v.nullable(v.string()),
  acting_as_name: v.nullable(v.string()),
  text: v.string(),
  /** As typed or sent, in a language the page cannot tell; else in the reader's words. */
  recorded: v.boolean(),
  /** What someone typed inside a line the product wrote: shown after it, as typed. */
  quote: v.nullable(v.string()),
  status: v.nullable(v.object({ name: v.string(), color: v.string() })),
  assignment_no: v.string(),
});

const FileMessageSchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  recipient: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  sent_at: v.string(),
  assignment_no: v.string(),
  /** The printable page of the message: /print-email/:id or /print-sms/:id. */
  href: v.string(),
});

export const AMICABLE_ANSWERS = ['none', 'photo', 'fields'] as const;

export const ClaimFileDetailSchema = v.object({
  claim_file_no: v.string(),
  policy_no: v.string(),
  policy_type: v.string(),
  insured_name: v.string(),
  vehicle: v.object({ plate: v.string(), brand: v.string(), model: v.string(), vin: v.string() }),
  event: v.object({
    event_date: v.string(),
    event_time: v.nullable(v.string()),
    event_place: v.string(),
    event_county: v.nullable(v.string()),
    event_country: v.string(),
    description: v.nullable(v.string()),
    police_report_no: v.nullable(v.string()),
    damage: v.nullable(v.string()),
  }),
  /** Whether anyone was hurt, as the policyholder told it (null: no one was asked), and what they said. */
  injuries: v.object({ injured: v.nullable(v.boolean()), note: v.nullable(v.string()) }),
  /** What the policyholder said of an amicable report (null: not asked). */
  amicable_report: v.nullable(v.picklist(AMICABLE_ANSWERS)),
  contact: v.nullable(v.string()),
  policy_missing_reason: v.nullable(v.string()),
  created_at: v.string(),
  version: v.number(),
  policy: v.nullable(
    v.object({
      ...PolicySchema.entries,
      /** The product's name in the request's language. */
      product_name: v.string(),
      standing: v.picklist(POLICY_STANDINGS),
    }),
  ),
  parties: v.array(StoredPartySchema),
  assignments: v.array(FileAssignmentSchema),
  documents: v.array(FileDocumentSchema),
  messages: v.array(FileMessageSchema),
  timeline: v.array(FileTimelineEntrySchema),
  tracker_step: v.nullable(v.object({ case_no: v.string(), index: v.number(), label: v.string() })),
  /** Whether this user may change the event and the people (a manager, or whoever may change an open assignment). */
  may_edit: v.boolean(),
});
export type ClaimFileDetail = v.InferOutput<typeof ClaimFileDetailSchema>;

export const CLAIM_FILE_STATES = ['open', 'closed', 'all'] as const;
export type ClaimFileState = (typeof CLAIM_FILE_STATES)[number];
export const CLAIM_FILE_PAGE_SIZES = [25, 50, 100] as const;

export const ClaimFilesQuerySchema = v.object({
  state: v.optional(v.picklist(CLAIM_FILE_STATES, 'error.claimFiles.state'), 'open'),
  after: v.optional(v.pipe(v.string(), v.maxLength(200, 'error.claimFiles.cursor'))),
  limit: v.optional(
    v.pipe(v.string(), v.transform(Number), v.picklist(CLAIM_FILE_PAGE_SIZES, 'error.claimFiles.limit')),
    '25',
  ),
});
export type ClaimFilesQuery = v.InferOutput<typeof ClaimFilesQuerySchema>;

const ClaimFileRowSchema = v.object({
  claim_file_no: v.string(),
  insured_name: v.string(),
  plate: v.string(),
  event_date: v.string(),
  open_assignments: v.number(),
  created_at: v.string(),
});
export type ClaimFileRow = v.InferOutput<typeof ClaimFileRowSchema>;

export const ClaimFilesPageSchema = v.object({
  rows: v.array(ClaimFileRowSchema),
  next_cursor: v.nullable(v.string()),
});
export type ClaimFilesPage = v.InferOutput<typeof ClaimFilesPageSchema>;
