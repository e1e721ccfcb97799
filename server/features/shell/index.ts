export { buildMenu, mayUseArea } from './menu.ts';
