import * as v from 'valibot';
import { policyStandingOn } from './policies.ts';
import { DamageSchema, EventTimeSchema, PartiesSchema, PoliceReportNoSchema } from './claim-file.ts';

/**
 * A claim registered by staff from a phone call or a visit, in steps. Each step's schema checks
 * that step in the browser; the server checks the whole with the same schemas, then the codes
 * against the reference lists. Messages are keys (error.intake.<name>), turned into the reader's
 * language by the browser and the server alike.
 */
const key = <N extends string>(name: N) => `error.intake.${name}` as const;
export const INTAKE_MESSAGES = {
  policyMissingReason: key('policyMissingReason'),
  policyType: key('policyType'),
  policyNo: key('policyNo'),
  insuredName: key('insuredName'),
  eventDate: key('eventDate'),
  eventCountry: key('eventCountry'),
  eventCounty: key('eventCounty'),
  eventPlace: key('eventPlace'),
  description: key('description'),
  plate: key('plate'),
  vin: key('vin'),
  vehicleBrand: key('vehicleBrand'),
  vehicleModel: key('vehicleModel'),
  vehicleCategory: key('vehicleCategory'),
  vehicleColor: key('vehicleColor'),
  part: key('part'),
  partsMax: key('partsMax'),
  policyholder: key('policyholder'),
  channel: key('channel'),
  contact: key('contact'),
  contactFormat: key('contactFormat'),
  notInForceConfirm: key('notInForceConfirm'),
  notInForceReason: key('notInForceReason'),
} as const;

/** How many days either side of the event date another open claim counts as a possible duplicate. */
export const DUPLICATE_WINDOW_DAYS = 7;

const code = (message: string) => v.pipe(v.string(), v.minLength(1, message), v.maxLength(64, message));
const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, message), v.maxLength(max, message));

const POLICY_ENTRIES = {
  policy_id: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  policy_missing_reason: v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
  /** Taken from the register when a policy is chosen; without one, what the caller knows (may be empty). */
  policy_no: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^([A-Z0-9-]{5,30})?$/, INTAKE_MESSAGES.policyNo)),
    '',
  ),
  policy_type: code(INTAKE_MESSAGES.policyType),
  insured_name: text(3, 120, INTAKE_MESSAGES.insuredName),
};

/** Without a policy from the register, the reason it is missing is required. */
const reasonGiven = (step: { policy_id: string | null; policy_missing_reason: string | null }) => {
  const reason = step.policy_missing_reason ?? '';
  return step.policy_id !== null || (reason.length >= 5 && reason.length <= 500);
};

export const IntakePolicyStepSchema = v.pipe(
  v.object(POLICY_ENTRIES),
  v.forward(
    v.check((step) => reasonGiven(step), INTAKE_MESSAGES.policyMissingReason),
    ['policy_missing_reason'],
  ),
);

export const IntakeEventStepSchema = v.pipe(
  v.object({
    date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, INTAKE_MESSAGES.eventDate)),
    time: EventTimeSchema,
    country: code(INTAKE_MESSAGES.eventCountry),
    /** Required in Romania (the county list is Romania's). */
    county: v.optional(v.nullable(v.string()), null),
    place: text(2, 120, INTAKE_MESSAGES.eventPlace),
    description: text(10, 2000, INTAKE_MESSAGES.description),
    police_report_no: PoliceReportNoSchema,
  }),
  v.forward(
    v.check((step) => step.country !== 'RO' || (step.county ?? '') !== '', INTAKE_MESSAGES.eventCounty),
    ['county'],
  ),
);

export const IntakeVehicleStepSchema = v.object({
  plate: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9 -]{4,12}$/, INTAKE_MESSAGES.plate)),
  vin: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^([A-HJ-NPR-Z0-9]{11,17})?$/, INTAKE_MESSAGES.vin)),
    '',
  ),
  brand: code(INTAKE_MESSAGES.vehicleBrand),
  model: v.pipe(v.string(), v.trim(), v.maxLength(60, INTAKE_MESSAGES.vehicleModel)),
  category: code(INTAKE_MESSAGES.vehicleCategory),
  color: code(INTAKE_MESSAGES.vehicleColor),
  /** Empty when the vehicle is not damaged; then no inspection is opened. */
  damaged_parts: v.pipe(v.array(code(INTAKE_MESSAGES.part)), v.maxLength(30, INTAKE_MESSAGES.partsMax)),
});

export const IntakePartiesStepSchema = v.pipe(
  PartiesSchema,
  v.check((parties) => parties.some((p) => p.role === 'policyholder'), INTAKE_MESSAGES.policyholder),
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]{8,16}$/;

export const IntakeContactStepSchema = v.pipe(
  v.object({
    channel: v.picklist(['email', 'sms'], INTAKE_MESSAGES.channel),
    contact: text(1, 200, INTAKE_MESSAGES.contact),
  }),
  v.forward(
    v.check(
      (step) => (step.channel === 'email' ? EMAIL.test(step.contact) : PHONE.test(step.contact)),
      INTAKE_MESSAGES.contactFormat,
    ),
    ['contact'],
  ),
);

/** POST /api/intake/claims. The policy step's fields sit at the top, as the call names them. */
export const IntakeClaimSchema = v.pipe(
  v.object({
    ...POLICY_ENTRIES,
    event: IntakeEventStepSchema,
    vehicle: IntakeVehicleStepSchema,
    damage: DamageSchema,
    parties: IntakePartiesStepSchema,
    contact: IntakeContactStepSchema,
    allow_duplicate: v.optional(v.boolean(), false),
    /** A chosen policy not in force on the event date: the agent confirms going on, and says why. */
    policy_not_in_force_confirmed: v.optional(v.boolean(), false),
    policy_not_in_force_reason: v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
  }),
  v.forward(
    v.check((step) => reasonGiven(step), INTAKE_MESSAGES.policyMissingReason),
    ['policy_missing_reason'],
  ),
);
export type IntakeClaimInput = v.InferInput<typeof IntakeClaimSchema>;
export type IntakeClaim = v.InferOutput<typeof IntakeClaimSchema>;

/** POST /api/intake/duplicates: what the duplicate rule compares. */
export const DuplicateQuerySchema = v.object({
  policy_no: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(30)), ''),
  plate: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(12)), ''),
  event_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, INTAKE_MESSAGES.eventDate)),
});
export type DuplicateQuery = v.InferOutput<typeof DuplicateQuerySchema>;

export const DuplicateCandidateSchema = v.object({
  claim_file_no: v.string(),
  event_date: v.string(),
  plate: v.string(),
  policy_no: v.string(),
  insured_name: v.string(),
});
export type DuplicateCandidate = v.InferOutput<typeof DuplicateCandidateSchema>;
export const DuplicateCandidatesSchema = v.array(DuplicateCandidateSchema);

export const IntakeReceiptSchema = v.object({
  claim_file_no: v.string(),
  assignment_ids: v.array(v.string()),
  tracker_case_no: v.string(),
});
export type IntakeReceipt = v.InferOutput<typeof IntakeReceiptSchema>;

/** What a claim added to an existing one answers: the claim file it now belongs to. */
export const AddedReportSchema = v.object({ claim_file_no: v.string() });

/** Why a policy did not protect the event date, finer than its standing: what the intake says plainly. */
export type PolicyGap = 'ended' | 'cancelled' | 'suspended' | 'not_started';

export function policyGapOn(
  policy: { starts_on: string; ends_on: string; status: string },
  day: string,
): PolicyGap | null {
  const standing = policyStandingOn(policy, day);
  if (standing === 'in_force') return null;
  if (standing === 'not_started') return 'not_started';
  if (policy.status === 'cancelled') return 'cancelled';
  if (policy.status === 'suspended') return 'suspended';
  return 'ended';
}

/** The reason for going on with a policy not in force: required, as long as the policy's missing reason. */
export const notInForceReasonGiven = (reason: string | null | undefined) => {
  const text = (reason ?? '').trim();
  return text.length >= 5 && text.length <= 500;
};
