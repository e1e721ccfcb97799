import * as v from 'valibot';
import { FNOL_MESSAGES, FNOL_STEPS, type FnolStep } from './fnol-keys.ts';
import {
  othersProblems,
  PHONE_PATTERN,
  PLATE_PATTERN,
  POLICE_REPORT_PATTERN,
  registerPlate,
  TIME_PATTERN,
} from './fnol-others.ts';

export { FNOL_MESSAGES, FNOL_STEPS, MAX_FNOL_WITNESSES, type FnolStep } from './fnol-keys.ts';

/**
 * The first notice of loss: what a policyholder tells about a claim, in steps. Each
 * step's schema checks that step in the browser; the server checks the whole with the same
 * schemas, and the codes against the reference lists.
 */

const text = (min: number, max: number, required: string, tooLong: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, required), v.maxLength(max, tooLong));
const code = (required: string) => v.pipe(v.string(), v.minLength(1, required), v.maxLength(64, required));
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, FNOL_MESSAGES.eventDate));

const FnolPolicyStepSchema = v.object({
  policy_type: code(FNOL_MESSAGES.policyType),
  policy_no: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9-]{5,30}$/, FNOL_MESSAGES.policyNo)),
  insured_name: text(3, 120, FNOL_MESSAGES.insuredName, FNOL_MESSAGES.insuredNameLong),
});

const FnolEventStepSchema = v.object({
  event_date: isoDate,
  event_time: v.pipe(v.string(), v.trim(), v.regex(TIME_PATTERN, FNOL_MESSAGES.eventTime)),
  event_country: code(FNOL_MESSAGES.eventCountry),
  /** Required in Romania (the county list is Romania's). */
  event_county: v.optional(v.string(), ''),
  event_place: text(2, 120, FNOL_MESSAGES.eventPlace, FNOL_MESSAGES.eventPlaceLong),
  description: text(10, 2000, FNOL_MESSAGES.description, FNOL_MESSAGES.descriptionLong),
});

const FnolVehicleStepSchema = v.object({
  vehicle_category: code(FNOL_MESSAGES.vehicleCategory),
  vehicle_brand: code(FNOL_MESSAGES.vehicleBrand),
  vehicle_color: code(FNOL_MESSAGES.vehicleColor),
  // Kept as the policy register writes a plate, which the review shows before sending.
  plate: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(PLATE_PATTERN, FNOL_MESSAGES.plate),
    v.transform(registerPlate),
  ),
  damaged_parts: v.pipe(
    v.array(code(FNOL_MESSAGES.part)),
    v.minLength(1, FNOL_MESSAGES.partsMin),
    v.maxLength(30, FNOL_MESSAGES.partsMax),
  ),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = PHONE_PATTERN;

/** A free answer that may stay empty. */
const optionalText = (max: number, tooLong: string = FNOL_MESSAGES.otherText) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong)), '');
const witness = { name: optionalText(120), phone: optionalText(120) };

/**
 * Who else was involved: another vehicle or none, whether anyone was hurt (which changes what the
 * insurer does next), the police report, the amicable report, witnesses.
 */
const FnolOthersStepSchema = v.pipe(
  v.object({
    other_vehicle: v.picklist(['none', 'yes'], FNOL_MESSAGES.otherVehicle),
    other_plate: v.optional(
      v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(12, FNOL_MESSAGES.otherPlate)),
      '',
    ),
    other_insurer: optionalText(120),
    other_driver: optionalText(120),
    injured: v.picklist(['no', 'yes'], FNOL_MESSAGES.injured),
    injury_note: optionalText(500, FNOL_MESSAGES.injuryNoteLong),
    police_report_no: v.optional(
      v.pipe(v.string(), v.trim(), v.regex(POLICE_REPORT_PATTERN, FNOL_MESSAGES.policeReportNo)),
      '',
    ),
    amicable: v.optional(v.picklist(['', 'none', 'photo', 'fields'], FNOL_MESSAGES.amicable), ''),
    other_policy_no: v.optional(
      v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(40, FNOL_MESSAGES.otherPolicyNo)),
      '',
    ),
    witness_count: v.optional(v.picklist(['0', '1', '2', '3'], FNOL_MESSAGES.witnessCount), '0'),
    witness1_name: witness.name,
    witness1_phone: witness.phone,
    witness2_name: witness.name,
    witness2_phone: witness.phone,
    witness3_name: witness.name,
    witness3_phone: witness.phone,
  }),
  // The rules between answers, as the browser's check follows them, each told at its own field.
  v.rawCheck(({ dataset, addIssue }) => {
    if (typeof dataset.value !== 'object' || dataset.value === null) return;
    const answers = dataset.value as Record<string, unknown>;
    for (const problem of othersProblems(answers)) {
      const key = problem.field;
      addIssue({
        message: problem.key,
        path: [{ type: 'object', origin: 'value', input: answers, key, value: answers[key] }],
      });
    }
  }),
);

const FnolContactStepSchema = v.pipe(
  v.object({
    contact_channel: v.picklist(['email', 'sms'], FNOL_MESSAGES.channel),
    contact: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, FNOL_MESSAGES.contact),
      v.maxLength(200, FNOL_MESSAGES.contactLong),
    ),
    contact_confirmation: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.check(
      (step) => (step.contact_channel === 'email' ? EMAIL.test(step.contact) : PHONE.test(step.contact)),
      FNOL_MESSAGES.contactFormat,
    ),
    ['contact'],
  ),
  v.forward(
    v.check(
      (step) =>
        step.contact.replace(/\s/g, '').toLowerCase() === step.contact_confirmation.replace(/\s/g, '').toLowerCase(),
      FNOL_MESSAGES.contactMismatch,
    ),
    ['contact_confirmation'],
  ),
);

export const FNOL_STEP_SCHEMAS = {
  policy: FnolPolicyStepSchema,
  event: FnolEventStepSchema,
  vehicle: FnolVehicleStepSchema,
  others: FnolOthersStepSchema,
  contact: FnolContactStepSchema,
} as const;

export const FnolSubmissionSchema = v.object({
  policy: FnolPolicyStepSchema,
  event: FnolEventStepSchema,
  vehicle: FnolVehicleStepSchema,
  others: FnolOthersStepSchema,
  contact: FnolContactStepSchema,
  /** The visitor declares, on the review, that the answers are true to the best of their knowledge. */
  // Missing counts as not ticked, told in the declaration's own words.
  declaration: v.pipe(
    v.optional(v.boolean(FNOL_MESSAGES.declaration), false),
    v.check((ticked) => ticked, FNOL_MESSAGES.declaration),
  ),
  /** Sent after the duplicate warning: the visitor says this is another claim than the one named. */
  different_claim: v.optional(v.boolean()),
});
export type FnolSubmission = v.InferOutput<typeof FnolSubmissionSchema>;
export type FnolDraft = { [K in FnolStep]?: Partial<v.InferInput<(typeof FNOL_STEP_SCHEMAS)[K]>> };

export const FnolReceiptSchema = v.object({
  case_no: v.string(),
  tracker_url: v.string(),
  /** The one key that adds photos of the damage to this claim from the confirmation, and until when it works. */
  photos: v.optional(
    v.object({
      key: v.string(),
      expires_at: v.string(),
      max_files: v.number(),
      upload_path: v.string(),
      /** Where the amicable report's photo goes, when the visitor said they would send it. */
      amicable_path: v.optional(v.string()),
    }),
  ),
});
export type FnolReceipt = v.InferOutput<typeof FnolReceiptSchema>;

/** Which claim a photo sent from the claim form's confirmation is for (the key in Authorization says it may). */
export const IntakePhotoQuerySchema = v.object({
  case_no: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  kind: v.optional(v.picklist(['damage', 'amicable_report'])),
});
