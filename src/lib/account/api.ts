import * as v from 'valibot';
import { UpdatePassResponseSchema } from '../../../contract/auth.ts';
import { apiPost } from '../api/client.ts';

/** The signed-in person's own settings: their password and whether they want notifications. */
export const changePassword = (old_password: string, password: string) =>
  apiPost('/auth/updatePass', { old_password, password }, UpdatePassResponseSchema);
export const setNotificationsOff = (notifications_off: boolean) =>
  apiPost('/config/users/notificationSettings', { notifications_off }, v.unknown());
