export { partnerOf, partnersOf } from './repository.ts';
export { repairShopRateOf } from './labour-rate.ts';
export { addDemoPartners } from './demo-data.ts';
