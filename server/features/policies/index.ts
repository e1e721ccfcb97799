export { addPolicies, type NewPolicy } from './add-policies.ts';
export { matchPolicy, recognisePolicy } from './recognise-policy.ts';
export { checkPolicy, findPolicy, findPolicyByNumber, normaliseVehicleId, type PolicyCheck } from './repository.ts';
export { searchPolicies } from './search.ts';
export { policyIdsByNumber } from './demo-data.ts';
