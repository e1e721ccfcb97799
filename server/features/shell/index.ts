export { buildMenu, mayUseArea } from './menu.ts';
export { recordNewActivities } from './notifications.ts';
