import { INTAKE_MESSAGES, notInForceReasonGiven, type PolicyGap, policyGapOn } from '../../../contract/intake.ts';
import type { Policy } from '../../../contract/policies.ts';
import type { ReferenceItem } from '../../../contract/reference.ts';
import type { IntakeDraft } from './draft.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why the chosen policy did not protect the event date, once both are known; null otherwise. */
export const gapOf = (policy: Policy | null, eventDate: string): PolicyGap | null =>
  policy && DAY.test(eventDate) ? policyGapOn(policy, eventDate) : null;

/** The confirmation and reason a policy not in force asks for, as the server names the fields. */
export function gapErrors(
  policy: Policy | null,
  draft: IntakeDraft,
  t: (key: string, values?: Record<string, string | number>) => string,
): Record<string, string> {
  if (!policy || !gapOf(policy, draft.event.date)) return {};
  const values = { policy_no: policy.policy_no };
  const errors: Record<string, string> = {};
  if (!draft.gap.confirmed) errors.policy_not_in_force_confirmed = t(INTAKE_MESSAGES.notInForceConfirm, values);
  if (!notInForceReasonGiven(draft.gap.reason))
    errors.policy_not_in_force_reason = t(INTAKE_MESSAGES.notInForceReason, values);
  return errors;
}

/**
 * An insured vehicle of the policy as the vehicle step's fields hold it: the register writes the
 * brand's name, the form chooses the brand list's code (kept as written when the list lacks it).
 */
export function vehicleFields(
  vehicle: Policy['vehicles'][number],
  brands: readonly ReferenceItem[],
): Pick<IntakeDraft['vehicle'], 'plate' | 'vin' | 'brand' | 'model'> {
  const wanted = vehicle.brand.trim().toLowerCase();
  const brand = brands.find((b) => b.code.toLowerCase() === wanted || b.name.trim().toLowerCase() === wanted);
  return { plate: vehicle.plate, vin: vehicle.vin, brand: brand?.code ?? '', model: vehicle.model };
}
