import { PartnersSchema, type ContactInput, type Partner, type PartnerInput } from '../../../contract/partners.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../api/client.ts';

/** Partner organisations and their people (the partner manager's page); each answer is the whole list. */
export const fetchPartners = () => apiGet('/config/partners', PartnersSchema);
export const createPartner = (input: PartnerInput) => apiPost('/config/partners', input, PartnersSchema);
/** Changes on the version the form was opened on (If-Match). */
export const updatePartner = (id: string, version: number, input: PartnerInput) =>
  apiPut(`/config/partners/${id}`, input, PartnersSchema, { ifMatch: version });
export const deletePartner = (partner: Partner) =>
  apiDelete(`/config/partners/${partner.id}`, PartnersSchema, { ifMatch: partner.version });
export const addContact = (partnerId: string, version: number | undefined, contact: ContactInput) =>
  apiPost(`/config/partners/${partnerId}/contacts`, contact, PartnersSchema, { ifMatch: version });
export const removeContact = (partner: Partner, contactId: string) =>
  apiPost(`/config/partners/${partner.id}/contacts/${contactId}/remove`, {}, PartnersSchema, {
    ifMatch: partner.version,
  });
