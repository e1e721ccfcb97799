export { checkPolicy, findPolicy, findPolicyByNumber, normaliseVehicleId, type PolicyCheck } from './repository.ts';
