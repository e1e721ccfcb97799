// What this feature takes from others, through their index.ts only.
export {
  assignmentsOfVehicle,
  describeStatus,
  claimFileOf,
  findAssignmentFor,
  followNoteStep,
  statusesOfOrganisation,
  writeTimeline,
} from '../assignments/index.ts';
export { hasUploadedFile } from '../documents/index.ts';
export { repairShopRateOf } from '../partners/index.ts';
export type { AssignmentRow } from '../assignments/index.ts';
export { findOrganisationById, userNamesOf } from '../organisations/index.ts';
export { referenceNamesOf } from '../reference/index.ts';
export type { UserRow } from '../organisations/index.ts';
