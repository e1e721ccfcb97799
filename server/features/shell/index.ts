export { buildMenu, mayUseArea } from './menu.ts';
// Others still import this from here; its home is the notifications feature.
export { recordNewActivities } from '../notifications/index.ts';
