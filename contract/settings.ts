import * as v from 'valibot';
import { AssessmentSettingsSchema } from './assessment-settings.ts';
import { BrandingSchema } from './branding.ts';
import { carriesReadableText } from './contrast.ts';
import { LANGUAGES } from './languages.ts';
import { PasswordPolicySchema } from './password-policy.ts';
import { emailField, optionalText, requiredText, phoneField } from './fields.ts';

/**
 * /config (app or org configurator): the organisation's settings, one section per form. Each
 * section is saved on its own and every save is audited.
 */

/** A colour that carries text (header, side menu, buttons): white or near-black reaches 4.5:1 on it. */
const textBackground = (field: 'color' | 'material_color' | 'sidebar_color') =>
  v.pipe(BrandingSchema.entries[field], v.check(carriesReadableText, `error.branding.contrast.${field}`));

/**
 * Branding as a configurator writes it: the logo is an https address or one of our own files, and
 * the colours under text let it be read.
 */
export const BrandingInputSchema = v.object({
  ...BrandingSchema.entries,
  color: textBackground('color'),
  material_color: textBackground('material_color'),
  sidebar_color: textBackground('sidebar_color'),
  logo_url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500, 'error.field.atMost'),
    v.regex(/^(https:\/\/[^\s"'()]+|\/[\w./-]+)$/, 'error.branding.logoUrl'),
  ),
  short_name: optionalText(40),
});
export type BrandingInput = v.InferOutput<typeof BrandingInputSchema>;

export const PasswordPolicyInputSchema = v.pipe(
  v.object({
    ...PasswordPolicySchema.entries,
    min_length: v.pipe(
      v.number('error.passwordPolicy.number'),
      v.integer('error.passwordPolicy.wholeNumber'),
      v.minValue(5, 'error.passwordPolicy.minLengthTooSmall'),
      v.maxValue(128, 'error.passwordPolicy.minLengthTooLarge'),
    ),
    validation_rule: v.pipe(
      v.string(),
      v.maxLength(200, 'error.field.atMost'),
      v.check((rule) => {
        try {
          new RegExp(rule, 'u');
          return true;
        } catch {
          return false;
        }
      }, 'error.passwordRule.invalid'),
    ),
  }),
  v.forward(
    v.check(
      (p) => !p.validation_rule || Object.values(p.validation_rule_message).some((text) => text.trim() !== ''),
      'error.passwordPolicy.ruleMessageRequired',
    ),
    ['validation_rule_message'],
  ),
);

/** Who may use the assistant, and the organisation's feature switches. */
export const AssistantSettingsSchema = v.object({
  enable_ai_assistant: v.boolean(),
  assistant_roles: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[A-Za-z][\w.]{1,63}$/, 'error.role.nameFormat'))),
    v.maxLength(50, 'error.role.tooMany'),
  ),
});

/** The language a new user starts in, unless the configurator chooses one for them. */
export const LanguageSettingsSchema = v.object({
  default_language: v.picklist(LANGUAGES, 'error.settings.defaultLanguage'),
});

const IP_ALLOW_LIST_MAX = 100;

/** An IPv4 or IPv6 address, optionally with a CIDR prefix. Checked again on the server with node:net. */
export const IpAllowListSchema = v.object({
  entries: v.pipe(v.array(v.pipe(v.string(), v.trim())), v.maxLength(IP_ALLOW_LIST_MAX, 'error.ipAllowList.tooMany')),
});

const TrackerStepInputSchema = v.object({
  label: requiredText(60, 'error.trackerSettings.stepNameRequired'),
  icon: v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, 'error.trackerSettings.icon')),
  /** What happens in the step, under it on the tracker's landing page. */
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'error.field.atMost')), ''),
});
const TrackerActionSchema = v.nullable(
  v.object({
    type: v.picklist(['link', 'assignment_link']),
    url: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https:\/\/\S+$/, 'error.trackerSettings.actionUrl'),
      v.maxLength(500, 'error.field.atMost'),
    ),
    name: requiredText(60, 'error.trackerSettings.buttonNameRequired'),
  }),
);

/** The tracker's texts in one language; steps carry no index (their order is the index). */
const TrackerTextsSchema = v.object({
  title: requiredText(120, 'error.trackerSettings.titleRequired'),
  case_identifier_name: requiredText(60, 'error.trackerSettings.caseIdentifierNameRequired'),
  search_message: requiredText(300, 'error.trackerSettings.searchMessageRequired'),
  not_found_message: requiredText(300, 'error.trackerSettings.notFoundMessageRequired'),
  security: v.object({
    message: requiredText(300, 'error.trackerSettings.accessCodeMessageRequired'),
    error_message: requiredText(300, 'error.trackerSettings.wrongCodeMessageRequired'),
  }),
  steps: v.pipe(
    v.array(TrackerStepInputSchema),
    v.minLength(2, 'error.trackerSettings.tooFewSteps'),
    v.maxLength(8, 'error.trackerSettings.tooManySteps'),
  ),
  action: TrackerActionSchema,
  /** Where a blocked visitor can call the insurer; empty for none. The public pages give it as the insurer's phone. */
  phone: v.optional(v.union([v.literal(''), phoneField()]), ''),
  /** The insurer's e-mail address for policyholders, on every public page; empty for none. */
  email: v.optional(v.union([v.literal(''), emailField()]), ''),
  /** When the phone is answered, in the language's own words ("Monday to Friday, 9:00 to 17:00"); empty for none. */
  hours: v.optional(optionalText(120), ''),
});
export const TrackerSettingsSchema = v.pipe(
  v.object({ en: TrackerTextsSchema, ro: TrackerTextsSchema }),
  v.check((s) => s.en.steps.length === s.ro.steps.length, 'error.trackerSettings.sameSteps'),
);
export type TrackerSettings = v.InferOutput<typeof TrackerSettingsSchema>;

/** GET /api/config/organisation: everything the settings page shows, but users and the audit log. */
/** The sections saved on their own, each with its own version: saving one never makes a save of another stale. */
const VERSIONED_SECTIONS = [
  'branding',
  'password_policy',
  'tracker',
  'assistant',
  'ip_allow_list',
  'language',
  'assessment',
] as const;
export type VersionedSection = (typeof VERSIONED_SECTIONS)[number];

export const OrganisationSettingsSchema = v.object({
  code: v.string(),
  name: v.string(),
  branding: BrandingSchema,
  password_policy: PasswordPolicySchema,
  assistant: AssistantSettingsSchema,
  ip_allow_list: v.array(v.string()),
  tracker: v.nullable(TrackerSettingsSchema),
  language: LanguageSettingsSchema,
  /** The assessment note's VAT, default labour rate and approval limits per role. */
  assessment: AssessmentSettingsSchema,
  /** Each section's version: its save sends it as If-Match. */
  versions: v.object({
    branding: v.number(),
    password_policy: v.number(),
    tracker: v.number(),
    assistant: v.number(),
    ip_allow_list: v.number(),
    language: v.number(),
    assessment: v.number(),
  }),
});
export type OrganisationSettings = v.InferOutput<typeof OrganisationSettingsSchema>;

/** A field an audited change touched, named in the reader's language; its values only where they read as words. */
const AuditChangeSchema = v.object({
  field: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export type AuditChange = v.InferOutput<typeof AuditChangeSchema>;

/**
 * GET /api/config/audit: the latest changes, newest first. `sentence` says who did what to what in
 * the reader's language ("Ana Admin changed the user handler."), `changes` the fields it touched.
 */
const AuditEntrySchema = v.object({
  id: v.string(),
  created_at: v.string(),
  actor: v.string(),
  acting_as: v.nullable(v.string()),
  action: v.string(),
  target: v.string(),
  details: v.string(),
  sentence: v.string(),
  /** The target as the sentence names it (a role by its name): the reader's data, not the product's words. */
  target_name: v.string(),
  changes: v.array(AuditChangeSchema),
});
export const AuditPageSchema = v.array(AuditEntrySchema);
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
