export { partnerOf, partnersOf } from './repository.ts';
