import type { AssessmentSettings } from '../../../contract/assessment-settings.ts';
import type { Language } from '../../../contract/languages.ts';
import {
  AuditPageSchema,
  OrganisationSettingsSchema,
  type BrandingInput,
  type TrackerSettings,
} from '../../../contract/settings.ts';
import { type NewRole, RoleCatalogueSchema, type RoleNames } from '../../../contract/role-catalogue.ts';
import { StatusesHelpSchema } from '../../../contract/statuses-help.ts';
import { AdminUsersSchema, type CreateUser, type UpdateUser } from '../../../contract/users-admin.ts';
import type { PasswordPolicy } from '../../../contract/password-policy.ts';
import { type SettlementSettings, SettlementSettingsSchema } from '../../../contract/settlement-settings.ts';
import { apiGet, apiPost, apiPut, apiVersioned } from '../api/client.ts';

/** The organisation's settings, section by section; every change is made on the section's version (If-Match). */
export const fetchOrganisation = () => apiGet('/config/organisation', OrganisationSettingsSchema);
const putSection = (path: string, body: unknown, version: number) =>
  apiPut(`/config/${path}`, body, OrganisationSettingsSchema, { ifMatch: version });
export const saveBranding = (branding: BrandingInput, version: number) => putSection('branding', branding, version);
export const savePasswordPolicy = (policy: PasswordPolicy, version: number) =>
  putSection('password-policy', policy, version);
export const saveTrackerTexts = (tracker: TrackerSettings, version: number) => putSection('tracker', tracker, version);
export const saveAssistantSettings = (
  assistant: { enable_ai_assistant: boolean; assistant_roles: string[] },
  version: number,
) => putSection('assistant', assistant, version);
export const saveDefaultLanguage = (default_language: Language, version: number) =>
  putSection('language', { default_language }, version);
export const saveAssessmentSettings = (assessment: AssessmentSettings, version: number) =>
  putSection('assessment', assessment, version);
export const saveIpAllowList = (entries: string[], version: number) =>
  putSection('ip-allow-list', { entries }, version);

/** The roles the organisation knows, each named in both languages; adding or renaming answers the whole catalogue. */
export const fetchRoleCatalogue = () => apiGet('/config/roles', RoleCatalogueSchema);
export const addRole = (role: NewRole) => apiPost('/config/roles', role, RoleCatalogueSchema);
export const renameRole = (code: string, version: number, names: RoleNames) =>
  apiPut(`/config/roles/${encodeURIComponent(code)}`, names, RoleCatalogueSchema, { ifMatch: version });

/** The latest settings changes, newest first. */
export const fetchAudit = () => apiGet('/config/audit', AuditPageSchema);

/** The organisation's users; each answer is the whole list. Changes name the user's version (If-Match). */
export const fetchUsers = () => apiGet('/config/users', AdminUsersSchema);
export const createUser = (user: CreateUser) => apiPost('/config/users', user, AdminUsersSchema);
export const updateUser = (id: string, version: number, details: UpdateUser) =>
  apiPut(`/config/users/${id}`, details, AdminUsersSchema, { ifMatch: version });
export const resetPassword = (id: string, version: number, password: string) =>
  apiPost(`/config/users/${id}/reset-password`, { password }, AdminUsersSchema, { ifMatch: version });
export const setLocked = (user: { id: string; version: number; locked: boolean }, locked: boolean) =>
  apiPost(`/config/users/${user.id}/${locked ? 'lock' : 'unlock'}`, {}, AdminUsersSchema, { ifMatch: user.version });

/** The help text beside each status, in both languages; `key` is `{type}/{status}`. */
export const fetchStatusesHelp = () => apiGet('/config/statuses', StatusesHelpSchema);
export const saveStatusHelp = (key: string, version: number, texts: { help_en: string; help_ro: string }) =>
  apiPut(`/config/statuses/${key}/help`, texts, StatusesHelpSchema, { ifMatch: version });

/** The settlement settings and their version (ETag): they live with the settlement feature, not the organisation. */
export const fetchSettlementSettings = () => apiVersioned('/settlement/settings', SettlementSettingsSchema);
export const saveSettlementSettings = (settings: SettlementSettings, version: number) =>
  apiVersioned('/settlement/settings', SettlementSettingsSchema, { method: 'PUT', body: settings, ifMatch: version });
