import type { WritableAtom } from 'nanostores';
import type { ApiError } from '../api/api-error.ts';
import { checkFnolPolicy } from './api.ts';
import type { FnolTranslate, FnolValues } from './claim-form-steps.ts';
import type { FnolStep } from '../../../contract/fnol-keys.ts';

/**
 * What the register said of the policy number and plate typed: found, not matched, or why it could
 * not say; when found, how it writes them, the vehicle, and whether the name given is the holder's.
 */
export type FnolPolicyNote = {
  found: boolean;
  text: string;
  registered?: { policy_no: string; plate: string; vehicle: string; holder_matches?: boolean };
} | null;

/**
 * Once the plate is typed (the vehicle step), the policy number and plate are checked against the
 * register. The visitor goes on either way: an unmatched policy is checked by a handler later. The
 * number and plate last checked are remembered, so going back and forth asks the server only for a change.
 */
export function registerCheck(deps: {
  orgKey: string;
  t: FnolTranslate;
  valuesOf: (step: FnolStep) => FnolValues;
  $policyNote: WritableAtom<FnolPolicyNote>;
  gone: () => boolean;
}): () => Promise<void> {
  const { orgKey, t, valuesOf, $policyNote, gone } = deps;
  let checked = '';
  return async function checkPolicy(): Promise<void> {
    const policy = {
      policy_no: String(valuesOf('policy').policy_no),
      plate: String(valuesOf('vehicle').plate),
      // The event step, done before the vehicle's, holds it: the register is read for that day.
      event_date: valuesOf('event').event_date as string,
      insured_name: String(valuesOf('policy').insured_name).trim(),
    };
    const asked = JSON.stringify(policy);
    if (asked === checked) return;
    checked = asked;
    $policyNote.set(null);
    try {
      const answer = await checkFnolPolicy(orgKey, policy);
      // Green only for a policy in force on the day; what else the register says, in plain words.
      const said = (answer.recognised && answer.standing) || 'unmatched';
      const { policy_no, plate, vehicle, holder_matches } = answer;
      const registered = policy_no && plate ? { policy_no, plate, vehicle: vehicle ?? '', holder_matches } : undefined;
      if (!gone() && checked === asked)
        $policyNote.set({ found: said === 'in_force', text: t(`fnol.policy_${said}`), registered });
    } catch (error) {
      checked = '';
      // Too many checks from here is worth saying; other failures leave the form as it was.
      // (An API error's code, read without the class: the public form's JavaScript has a budget.)
      const refusal = error as Partial<ApiError>;
      if (!gone() && refusal.code === 'too_many_requests')
        $policyNote.set({ found: false, text: String(refusal.message) });
    }
  };
}
