import { PartnersSchema, PartnerWorkSchema } from '../../../contract/partners.ts';
import { apiGet, apiPost } from '../api/client.ts';

/** Special customers: the partners whose work a case handler hands over and takes back. */
export const fetchSpecialCustomers = () => apiGet('/special-customers', PartnersSchema);
export const fetchPartnerWork = (partnerId: string) => apiGet(`/special-customers/${partnerId}`, PartnerWorkSchema);
export const handOver = (partnerId: string, assignment_no: string) =>
  apiPost(`/special-customers/${partnerId}/assignments`, { assignment_no }, PartnerWorkSchema);
export const release = (partnerId: string, assignmentId: string) =>
  apiPost(`/special-customers/${partnerId}/assignments/${assignmentId}/release`, {}, PartnerWorkSchema);
