import * as v from 'valibot';
import { NotificationListSchema } from '../../../contract/notifications.ts';
import { apiGet } from '../api/client.ts';

/** The signed-in person's new-activity notifications. */
export const fetchNotifications = () => apiGet('/config/users/browseNotifications', NotificationListSchema);
export const clearNotifications = () => apiGet('/config/users/clearNotifications', v.unknown());
