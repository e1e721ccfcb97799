import * as v from 'valibot';
import { UpdatePassResponseSchema } from '../../../contract/auth.ts';
import type { Language } from '../../../contract/languages.ts';
import {
  ActiveSessionsSchema,
  MyProfileSchema,
  SessionsEndedSchema,
  type ContactChange,
} from '../../../contract/profile.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../api/client.ts';

/** The signed-in person's own settings: their password and whether they want notifications. */
export const changePassword = (old_password: string, password: string) =>
  apiPost('/auth/updatePass', { old_password, password }, UpdatePassResponseSchema);
export const setNotificationsOff = (notifications_off: boolean) =>
  apiPost('/config/users/notificationSettings', { notifications_off }, v.unknown());

/** The profile page's calls: every change is made on the profile's version (If-Match). */
export const fetchMyProfile = () => apiGet('/profile', MyProfileSchema);
export const saveLanguage = (language: Language, version: number) =>
  apiPut('/profile/language', { language }, MyProfileSchema, { ifMatch: version });
export const startContactChange = (change: ContactChange, version: number) =>
  apiPost('/profile/contact', change, MyProfileSchema, { ifMatch: version });
export const confirmContactChange = (code: string, version: number) =>
  apiPost('/profile/contact/confirm', { code }, MyProfileSchema, { ifMatch: version });
export const cancelContactChange = (version: number) =>
  apiDelete('/profile/contact', MyProfileSchema, { ifMatch: version });
export const fetchSessions = () => apiGet('/profile/sessions', ActiveSessionsSchema);
export const endOtherSessions = () => apiPost('/profile/sessions/others', {}, SessionsEndedSchema);
export const endSession = (id: string) => apiDelete(`/profile/sessions/${encodeURIComponent(id)}`, SessionsEndedSchema);
