export { pendingNotifications, recordManyNewActivities, recordNewActivities } from './repository.ts';
export { notificationRoutes } from './routes.ts';
export { pruneClearedNotifications } from './prune.ts';
