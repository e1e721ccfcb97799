import {
  PolicyCheckSchema,
  PolicyListSchema,
  PolicySchema,
  type PolicyCheckAnswer,
} from '../../../contract/policies.ts';
import { apiGet } from '../api/client.ts';

const enc = encodeURIComponent;

/** The policy register's calls, for signed-in staff: what the caller's organisation holds. */
export const searchPolicies = (q: string) => apiGet(`/policies?q=${enc(q)}`, PolicyListSchema);

export const fetchPolicy = (id: string) => apiGet(`/policies/${enc(id)}`, PolicySchema);

/** The register's word on a number and plate on the event day (YYYY-MM-DD), with the policy when found. */
export const checkPolicy = (input: {
  policy_no: string;
  plate: string;
  event_date: string;
}): Promise<PolicyCheckAnswer> =>
  apiGet(
    `/policies/check?policy_no=${enc(input.policy_no)}&plate=${enc(input.plate)}&event_date=${enc(input.event_date)}`,
    PolicyCheckSchema,
  );
