import {
  ComposeChoicesSchema,
  FilledTemplateSchema,
  MessageTemplatesSchema,
  type MessageTemplate,
  type MessageTemplateInput,
} from '../../../contract/messages.ts';
import type { Language } from '../../../contract/languages.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../api/client.ts';

const enc = encodeURIComponent;

/** The organisation's message templates; each change answers with the whole list. */
export const fetchTemplates = () => apiGet('/messages/templates', MessageTemplatesSchema);
export const createTemplate = (input: MessageTemplateInput) =>
  apiPost('/messages/templates', input, MessageTemplatesSchema);
/** Changes on the version the form was opened on (If-Match). */
export const updateTemplate = (template: MessageTemplate, input: MessageTemplateInput) =>
  apiPut(`/messages/templates/${enc(template.id)}`, input, MessageTemplatesSchema, { ifMatch: template.version });
export const deleteTemplate = (template: MessageTemplate) =>
  apiDelete(`/messages/templates/${enc(template.id)}`, MessageTemplatesSchema, { ifMatch: template.version });

/** What the message form of an assignment offers: the claim's contacts, the templates, the claim's documents. */
export const fetchComposeChoices = (assignmentId: string) =>
  apiGet(`/messages/compose/${enc(assignmentId)}`, ComposeChoicesSchema);
/** A template filled with the claim's fields, in the language asked, greeting the recipient at `to`. */
export const fillTemplate = (assignmentId: string, templateId: string, language: Language, to: string) =>
  apiPost(
    `/messages/compose/${enc(assignmentId)}/fill`,
    { template_id: templateId, language, to },
    FilledTemplateSchema,
  );
