export { countyName } from './county.ts';
