export { pendingNotifications, recordManyNewActivities, recordNewActivities } from './repository.ts';
