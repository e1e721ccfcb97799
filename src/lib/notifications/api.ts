import * as v from 'valibot';
import { NotificationListSchema } from '../../../contract/notifications.ts';
import { VersionResponseSchema } from '../../../contract/version.ts';
import { apiGet } from '../api/client.ts';

/** The signed-in person's new-activity notifications, and the deployment's version the same poll compares. */
export const fetchNotifications = () => apiGet('/config/users/browseNotifications', NotificationListSchema);
export const clearNotifications = () => apiGet('/config/users/clearNotifications', v.unknown());
export const fetchDeployedVersion = () => apiGet('/version', VersionResponseSchema);
