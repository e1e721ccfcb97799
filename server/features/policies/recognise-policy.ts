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
 * that, so nothing else of the policy is told.
 */
export async function recognisePolicy(
  db: Kysely<Database>,
  input: { organisationId: string; policyNo: string; plate: string; address: string; day: string; now: Date },
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
  if (!policy || plate === '' || !policy.vehicles.some((v) => v.plate === plate)) return { recognised: false };
  return { recognised: true, standing: publicStandingOn(policy, input.day) };
}

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
