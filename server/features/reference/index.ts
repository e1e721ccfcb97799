export { countyName } from './county.ts';
export { knowsCodes, referenceItemsOf, referenceName, referenceNamesOf } from './lists.ts';
export { ensureReferenceLists, VEHICLE_BRANDS, VEHICLE_PARTS } from './reference-data.ts';
export { referenceRoutes } from './routes.ts';
export { referenceList } from './lists.ts';
