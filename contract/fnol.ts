import * as v from 'valibot';

/**
 * The first notice of loss (issue 7): what a policyholder tells about a claim, in steps. Each
 * step's schema checks that step in the browser; the server checks the whole with the same
 * schemas, and the codes against the reference lists of spec.md section 7.
 */
const text = (min: number, max: number, required: string, tooLong: string) => v.pipe(v.string(), v.trim(), v.minLength(min, required), v.maxLength(max, tooLong));
const code = (required: string) => v.pipe(v.string(), v.minLength(1, required), v.maxLength(64, required));
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the event.'));

export const FnolPolicyStepSchema = v.object({
  policy_type: code('Choose the type of policy.'),
  policy_no: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9-]{5,30}$/, 'Enter the policy number as it is on the policy (5 to 30 letters and digits).')),
  insured_name: text(3, 120, 'Enter the name of the insured person or company.', 'The name has at most 120 characters.'),
});

export const FnolEventStepSchema = v.object({
  event_date: isoDate,
  event_country: code('Choose the country where it happened.'),
  /** Required in Romania (the county list is Romania's). */
  event_county: v.optional(v.string(), ''),
  event_place: text(2, 120, 'Enter the town or place.', 'The place has at most 120 characters.'),
  description: text(10, 2000, 'Tell what happened, in at least 10 characters.', 'The description has at most 2000 characters.'),
});

export const FnolVehicleStepSchema = v.object({
  vehicle_category: code('Choose the kind of vehicle.'),
  vehicle_brand: code('Choose the brand.'),
  vehicle_color: code('Choose the colour.'),
  plate: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9 -]{4,12}$/, 'Enter the registration number, e.g. B 123 ABC.')),
  damaged_parts: v.pipe(v.array(code('Choose a part.')), v.minLength(1, 'Mark at least one damaged part.'), v.maxLength(30, 'Mark at most 30 parts.')),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]{8,16}$/;

export const FnolContactStepSchema = v.pipe(
  v.object({
    contact_channel: v.picklist(['email', 'sms'], 'Choose how we reach you.'),
    contact: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter your e-mail address or phone number.'), v.maxLength(200, 'At most 200 characters.')),
    contact_confirmation: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.check((step) => (step.contact_channel === 'email' ? EMAIL.test(step.contact) : PHONE.test(step.contact)), 'Enter an e-mail address such as name@example.com, or a phone number such as +40 721 000 000.'),
    ['contact'],
  ),
  v.forward(
    v.check((step) => step.contact.replace(/\s/g, '').toLowerCase() === step.contact_confirmation.replace(/\s/g, '').toLowerCase(), 'The two entries differ: type the same contact twice.'),
    ['contact_confirmation'],
  ),
);

export const FNOL_STEPS = ['policy', 'event', 'vehicle', 'contact'] as const;
export type FnolStep = (typeof FNOL_STEPS)[number];
export const FNOL_STEP_SCHEMAS = { policy: FnolPolicyStepSchema, event: FnolEventStepSchema, vehicle: FnolVehicleStepSchema, contact: FnolContactStepSchema } as const;

export const FnolSubmissionSchema = v.object({
  policy: FnolPolicyStepSchema,
  event: FnolEventStepSchema,
  vehicle: FnolVehicleStepSchema,
  contact: FnolContactStepSchema,
});
export type FnolSubmission = v.InferOutput<typeof FnolSubmissionSchema>;
export type FnolDraft = { [K in FnolStep]?: Partial<v.InferInput<(typeof FNOL_STEP_SCHEMAS)[K]>> };

export const FnolReceiptSchema = v.object({ case_no: v.string(), tracker_url: v.string() });
export type FnolReceipt = v.InferOutput<typeof FnolReceiptSchema>;

/** How far back a claim may be notified, in days (Romanian motor claims: three years). */
export const FNOL_MAX_AGE_DAYS = 3 * 365;
