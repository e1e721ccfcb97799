import * as v from 'valibot';
import { requiredText } from './fields.ts';
import { LANGUAGES } from './languages.ts';

/**
 * Messages to the people of a claim: the organisation's templates (kept in both languages, with
 * placeholders for the claim's fields) and what the staff's message form offers on an assignment.
 */

/** The claim's fields a template may name as {{field}}; anything else in braces stays as written. */
export const TEMPLATE_FIELDS = [
  'claim_no',
  'assignment_no',
  'plate',
  'vehicle',
  'policy_no',
  'policyholder',
  'recipient',
  'event_date',
  'inspection_date',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateValues = Record<TemplateField, string>;

/** Fills {{field}} with the claim's values; an unknown or empty field leaves an empty place, never the braces. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    (TEMPLATE_FIELDS as readonly string[]).includes(name) ? values[name as TemplateField] : whole,
  );
}

const SUBJECT_MAX = 200;
const BODY_MAX = 4000;

export const MessageTemplateInputSchema = v.object({
  name: requiredText(120, 'error.messageTemplate.nameRequired'),
  subject_en: requiredText(SUBJECT_MAX, 'error.messageTemplate.subjectRequired'),
  body_en: requiredText(BODY_MAX, 'error.messageTemplate.bodyRequired'),
  subject_ro: requiredText(SUBJECT_MAX, 'error.messageTemplate.subjectRequired'),
  body_ro: requiredText(BODY_MAX, 'error.messageTemplate.bodyRequired'),
});
export type MessageTemplateInput = v.InferOutput<typeof MessageTemplateInputSchema>;

export const MessageTemplateSchema = v.object({
  id: v.string(),
  ...MessageTemplateInputSchema.entries,
  version: v.number(),
});
export type MessageTemplate = v.InferOutput<typeof MessageTemplateSchema>;
export const MessageTemplatesSchema = v.array(MessageTemplateSchema);

/** One way to reach a person of the claim: whom, in which role, by which channel and address. */
export const ClaimContactSchema = v.object({
  name: v.string(),
  /** contract/claim-file.ts PARTY_ROLES, or 'contact' for the claim's own contact channel. */
  role: v.string(),
  channel: v.picklist(['email', 'sms']),
  address: v.string(),
});
export type ClaimContact = v.InferOutput<typeof ClaimContactSchema>;

/** What the message form of an assignment offers: whom to write to, from which template, with which files. */
export const ComposeChoicesSchema = v.object({
  contacts: v.array(ClaimContactSchema),
  templates: v.array(v.object({ id: v.string(), name: v.string() })),
  documents: v.array(v.object({ id: v.string(), name: v.string(), doc_type: v.string() })),
  /** The language a message starts in: the organisation's, the one its policyholders are written to in. */
  language: v.picklist(LANGUAGES),
});
export type ComposeChoices = v.InferOutput<typeof ComposeChoicesSchema>;

export const FillTemplateRequestSchema = v.object({
  template_id: v.pipe(v.string(), v.minLength(1, 'error.messageTemplate.notFound'), v.maxLength(64)),
  language: v.picklist(LANGUAGES, 'error.messageTemplate.language'),
  /** The chosen recipient's address, so the text can greet them by name. */
  to: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});
export const FilledTemplateSchema = v.object({ subject: v.string(), text: v.string() });
export type FilledTemplate = v.InferOutput<typeof FilledTemplateSchema>;

/** At most this many of the claim's documents go with one e-mail. */
export const MAX_ATTACHMENTS = 5;
