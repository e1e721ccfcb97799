import * as v from 'valibot';
import { dayField } from './fields.ts';
import { PUBLIC_POLICY_STANDINGS } from './public-policy.ts';

/** What a motor policy may cover; a policy lists the ones it includes. */
export const COVER_CODES = [
  'third_party_liability',
  'own_damage',
  'theft',
  'glass',
  'natural_events',
  'roadside_assistance',
  'cargo_liability',
] as const;
export type CoverCode = (typeof COVER_CODES)[number];

export const POLICY_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Whether a policy protected a day: in force, lapsed (ended, suspended or cancelled), or not yet started. */
export const POLICY_STANDINGS = ['in_force', 'lapsed', 'not_started'] as const;
export type PolicyStanding = (typeof POLICY_STANDINGS)[number];

/** A policy's standing on a day (YYYY-MM-DD): both ends of the period count. */
export function policyStandingOn(
  policy: { starts_on: string; ends_on: string; status: string },
  day: string,
): PolicyStanding {
  if (day < policy.starts_on) return 'not_started';
  if (day > policy.ends_on || policy.status !== 'active') return 'lapsed';
  return 'in_force';
}

export const PolicyVehicleSchema = v.object({
  plate: v.string(),
  vin: v.string(),
  brand: v.string(),
  model: v.string(),
  year: v.nullable(v.number()),
});
export type PolicyVehicle = v.InferOutput<typeof PolicyVehicleSchema>;

/** A policy as staff see it. Money is in minor units (bani): integers, never floating point. */
export const PolicySchema = v.object({
  id: v.string(),
  policy_no: v.string(),
  product: v.string(),
  holder_name: v.string(),
  holder_id_no: v.nullable(v.string()),
  holder_contact: v.nullable(v.string()),
  starts_on: v.string(),
  ends_on: v.string(),
  cover: v.array(v.picklist(COVER_CODES)),
  sum_insured_minor: v.nullable(v.number()),
  deductible_minor: v.number(),
  currency: v.string(),
  status: v.picklist(POLICY_STATUSES),
  vehicles: v.array(PolicyVehicleSchema),
});
export type Policy = v.InferOutput<typeof PolicySchema>;

export const POLICY_SEARCH_MIN_LENGTH = 2;
export const POLICY_SEARCH_MAX_RESULTS = 20;

/** GET /api/policies?q=: a word of a policy's number, a plate, a VIN or the holder's name. */
export const PolicySearchQuerySchema = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(POLICY_SEARCH_MIN_LENGTH, 'error.search.tooShort'),
    v.maxLength(100, 'error.search.tooLong'),
  ),
});
export const PolicyListSchema = v.array(PolicySchema);

const policyNoField = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'error.policies.policyNoRequired'),
    v.maxLength(40, 'error.field.atMost'),
  );
const plateField = () =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'error.policies.plateRequired'), v.maxLength(20, 'error.field.atMost'));

/** GET /api/policies/check: what the register says of a number and plate on the event day. */
export const PolicyCheckQuerySchema = v.object({
  policy_no: policyNoField(),
  plate: plateField(),
  event_date: dayField(),
});
export const PolicyCheckSchema = v.object({
  standing: v.picklist([...POLICY_STANDINGS, 'not_found']),
  plate_insured: v.boolean(),
  policy: v.optional(PolicySchema),
});
export type PolicyCheckAnswer = v.InferOutput<typeof PolicyCheckSchema>;

/** The public claim form's check: a number and a plate, answered only with whether they match. */
/** The event's day, when the visitor gave it; today otherwise. */
export const PublicPolicyCheckSchema = v.object({
  policy_no: policyNoField(),
  plate: plateField(),
  event_date: v.optional(dayField()),
  /** The insured's name as the visitor typed it: the answer says whether it is the holder's. */
  insured_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'error.field.atMost'))),
});
export const PublicPolicyCheckAnswerSchema = v.object({
  recognised: v.boolean(),
  standing: v.optional(v.picklist(PUBLIC_POLICY_STANDINGS)),
  policy_no: v.optional(v.string()),
  plate: v.optional(v.string()),
  vehicle: v.optional(v.string()),
  holder_matches: v.optional(v.boolean()),
});
