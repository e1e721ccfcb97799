export { createClaim, type CreatedClaim, type NewClaim } from './create-claim.ts';
