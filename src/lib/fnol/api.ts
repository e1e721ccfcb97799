import type { FnolSubmission } from '../../../contract/fnol.ts';
import type { PublicPolicyCheckAnswer } from '../../../contract/public-policy.ts';
import { request } from '../api/request.ts';

/** The first notice of loss's calls: a guest, with no session, on the plain request. */
const formPath = (orgKey: string) => `/fnol/form/${encodeURIComponent(orgKey)}`;

/** The organisation's claim form: its name, or null when the key names none (an unknown key answers 404). */
export const loadFnolForm = (orgKey: string): Promise<{ org_name: string } | null> =>
  request<unknown>(formPath(orgKey)).then(
    (answer) => ({ org_name: String((answer as { org_name?: unknown })?.org_name ?? '') }),
    (error: { status?: number }) => {
      if (error.status === 404) return null;
      return { org_name: '' };
    },
  );

export const submitFnol = (orgKey: string, claim: FnolSubmission) =>
  request<unknown>(`/fnol/submit/${encodeURIComponent(orgKey)}`, { body: claim });

/**
 * Whether the register holds this number with this plate and, if it does, whether it covers the
 * event's day; the answer says nothing more of the policy.
 */
export const checkFnolPolicy = (
  orgKey: string,
  policy: { policy_no: string; plate: string; event_date?: string; insured_name?: string },
): Promise<PublicPolicyCheckAnswer> =>
  request<unknown>(`/fnol/policyCheck/${encodeURIComponent(orgKey)}`, { body: policy }).then((answer) => {
    // Checked by hand: the public form carries no schema library (its JavaScript has a budget); an
    // unknown standing reads as none (the note then says the policy could not be matched).
    const parsed = answer as PublicPolicyCheckAnswer;
    if (typeof parsed?.recognised !== 'boolean') throw new Error('Unexpected answer');
    return parsed;
  });
