// What the claim's money reads from the features it stands on, each through its index.
export {
  assignmentIdsOfFile,
  claimFileById,
  claimFileNumbersOf,
  claimFileOfTrackerCase,
  findClaimFileFor,
  handlingAssignmentsOf,
  writeTimeline,
  type ClaimFileRecord,
} from '../assignments/index.ts';
export { latestApprovedNoteOf, type NoteStepListener } from '../assessments/index.ts';
export { findPolicy } from '../policies/index.ts';
export { findOrganisationById, rolesOf, userNamesOf, type UserRow } from '../organisations/index.ts';
export { enqueueMessage } from '../outbox/index.ts';
export { findCaseById, trackerCaseLink, type CaseLinkSettings } from '../tracker/index.ts';
export { assertKnownRoles, findUserById } from '../organisations/index.ts';
export { recordNewActivities } from '../notifications/index.ts';
export type { ClaimDeadline, MoneyOfClaims, MoneyWorklist } from '../assignments/index.ts';
