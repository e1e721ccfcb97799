export { countyName } from './county.ts';
export { knowsCodes, referenceName } from './lists.ts';
