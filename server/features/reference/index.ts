export { countyName } from './county.ts';
export { referenceName } from './lists.ts';
