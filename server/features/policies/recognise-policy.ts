import type { Kysely } from 'kysely';
import { type PublicPolicyCheckAnswer, publicStandingOn } from '../../../contract/public-policy.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { takeAllowance } from '../../limits/rate-limiter.ts';
import { findPolicyByNumber, normaliseVehicleId } from './repository.ts';

/**
 * The public claim form may check a number and plate, but an answer tells whether they exist, so
 * checks are counted per address: enough for a person fixing a typo, too few to walk the register.
 */
export const PUBLIC_CHECK_LIMIT = { perAddressPerHour: 30, windowMs: 3_600_000 } as const;

/**
 * Whether the organisation's register has this number with this plate on it and, when it has,
 * whether it covers the day (the event's, or today): what the visitor typed proves no more than
 * that, so nothing else of the policy is told but how the register writes what was typed, the
 * vehicle it names, and whether the name given is the holder's.
 */
export async function recognisePolicy(
  db: Kysely<Database>,
  input: {
    organisationId: string;
    policyNo: string;
    plate: string;
    insuredName?: string;
    address: string;
    day: string;
    now: Date;
  },
): Promise<PublicPolicyCheckAnswer> {
  const limit = {
    key: `policy-check:${input.address}`,
    limit: PUBLIC_CHECK_LIMIT.perAddressPerHour,
    windowMs: PUBLIC_CHECK_LIMIT.windowMs,
  };
  const allowance = await takeAllowance(db, limit, input.now);
  if (!allowance.allowed)
    throw new AppError('too_many_requests', 'error.policies.tooManyChecks', { retryAfter: allowance.retryAt });
  const policy = await findPolicyByNumber(db, input.organisationId, input.policyNo);
  const plate = normaliseVehicleId(input.plate);
  const vehicle = policy?.vehicles.find((v) => v.plate === plate);
  if (!policy || plate === '' || !vehicle) return { recognised: false };
  return {
    recognised: true,
    standing: publicStandingOn(policy, input.day),
    policy_no: policy.policy_no,
    plate: vehicle.plate,
    vehicle: [vehicle.brand, vehicle.model].filter(Boolean).join(' '),
    ...(input.insuredName ? { holder_matches: sameName(input.insuredName, policy.holder_name) } : {}),
  };
}

/** A name's words without case, accents or order: "Marin Elena" is "elena marin". */
const wordsOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
const sameName = (typed: string, holder: string) => wordsOf(typed) !== '' && wordsOf(typed) === wordsOf(holder);

/** The policy a claim names, when its number is in the register with that plate (a submitted claim records it). */
export async function matchPolicy(
  db: Kysely<Database>,
  input: { organisationId: string; policyNo: string; plate: string },
): Promise<{ recognised: boolean; policyId: string | null }> {
  const policy = await findPolicyByNumber(db, input.organisationId, input.policyNo);
  const plate = normaliseVehicleId(input.plate);
  const recognised = Boolean(policy && plate !== '' && policy.vehicles.some((v) => v.plate === plate));
  return { recognised, policyId: recognised && policy ? policy.id : null };
}
