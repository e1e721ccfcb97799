import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import { eventDateProblem } from '../../../contract/event-date-range.ts';
import type { IntakeClaim } from '../../../contract/intake.ts';
import type { Policy } from '../../../contract/policies.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findPolicy } from '../policies/index.ts';
import { checkIntakeCodes } from './check-codes.ts';
import type { NewClaim } from './create-claim.ts';

const invalid = (field: string, key: `error.${string}`) => new AppError('validation_failed', key, { field });

/** A report as checked: the policy the claim names (from the register when chosen) and the register's policy. */
export interface CheckedReport {
  policy: NewClaim['policy'];
  registered: Policy | null;
}

/**
 * What every report phoned in or brought in must pass, whether it opens a claim or joins one: the
 * same checks as the public form (the event's date, the reference codes), and a chosen policy from
 * the caller's organisation's register (another organisation's is not found, as one that does not exist).
 */
export async function checkedReport(
  db: Kysely<Database>,
  input: { organisationId: string; claim: IntakeClaim; now: Date },
): Promise<CheckedReport> {
  const { claim, now } = input;
  const today = businessDate(now);
  const dateProblem = eventDateProblem(claim.event.date, today);
  if (dateProblem) throw invalid('event.date', dateProblem);
  await checkIntakeCodes(db, claim);
  if (claim.policy_id === null) {
    const policy = {
      id: null,
      missingReason: claim.policy_missing_reason,
      policy_no: claim.policy_no,
      policy_type: claim.policy_type,
      insured_name: claim.insured_name,
    };
    return { policy, registered: null };
  }
  const found = await findPolicy(db, input.organisationId, claim.policy_id);
  if (!found) throw new AppError('not_found', 'error.intake.policyNotFound', { field: 'policy_id' });
  const policy = {
    id: found.id,
    missingReason: null,
    policy_no: found.policy_no,
    policy_type: found.product,
    insured_name: found.holder_name,
  };
  return { policy, registered: found };
}
