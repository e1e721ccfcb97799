export { assignmentDetail } from './detail.ts';
export { claimFileOf, findAssignmentFor } from './repository.ts';
export type { AssignmentRow } from './repository.ts';
export { searchTermsOf } from './search-terms.ts';
export { stintOf, stintsOfHistory } from './status-stints.ts';
export { DEFAULT_STATUSES, describeStatus, seedDefaultStatuses, statusesOfOrganisation } from './statuses.ts';
export { DEFAULT_TRANSITIONS, transitionsOfOrganisation } from './transitions.ts';
export { dashboardCounts, worklistPage } from './worklist.ts';
export { openWorkFacts, type OpenWorkFacts } from './open-work-facts.ts';
export { followNoteStep, followRecordStep } from './follow-note.ts';
export { writeTimeline } from './actions.ts';
export { createAssignment, type AssignmentToCreate } from './create-assignment.ts';
export { TIMELINE_WORDS, timelineKeyText, timelineWords, type TimelineWordsKey } from './timeline-text.ts';
export { addTimelineEntry, NOBODY, type TimelineLine, type TimelineWho } from './timeline-writer.ts';
export { bumpStatusHelpVersion, findStatusHelp, setStatusHelp, statusRowsOf } from './status-help.ts';
export type { StatusKey } from './status-help.ts';
export { assignmentsOfVehicle, claimFactsOfAssignments, openAssignmentsOfCase } from './facts-for-others.ts';
export type { ClaimFacts } from './facts-for-others.ts';
export {
  addClaimFile,
  assignmentOnClaimFile,
  isClaimNumberTaken,
  possibleDuplicates,
} from './claim-files/new-claim-file.ts';
export type { NewClaimFile } from './claim-files/new-claim-file.ts';
export { addReportToClaimFile } from './claim-files/add-report.ts';
export { readNoteItemsWith } from './note-items-source.ts';
export { assignmentsForDocuments } from './for-documents.ts';
export {
  assignmentsPerHour,
  closedPerHolder,
  openWorkPerHolder,
  overdueAssignmentsOf,
  overdueCountsPerDueDate,
  type ReportScope,
  stayLengthCounts,
} from './report-figures.ts';
export { openWorkCountsOf, unassignedOpenWork } from './team-load.ts';
export { moveHeldWork, openWorkHeldBy, openWorkOfOtherKinds } from './move-held-work.ts';
export { addTimelineEntries } from './timeline-writer.ts';
export { assignmentIdsByNumber, findAssignmentByNumber } from './repository.ts';
export {
  assignmentsNamingPartner,
  assignmentsOfPartner,
  handOverToPartner,
  openAssignmentsPerPartner,
  takeBackFromPartner,
} from './partner-work.ts';
export { findAssignmentByGuestKey, findAssignmentForGuest, replaceGuestKey } from './guest-link.ts';
export { messagesOnTimelines } from './messages-on-timelines.ts';
export {
  addClaimsInBulk,
  claimFileCountOf,
  claimFilesWithoutPolicy,
  type ClaimsInBulk,
  linkClaimFilesToPolicies,
  followOnTracker,
  openAssignmentsByNumber,
  placeWithPartner,
} from './demo-claims.ts';
export { addClaimPartiesInBulk, claimFilesByNumber } from './claim-files/demo-parties.ts';
export {
  assignmentIdsOfFile,
  claimFileById,
  claimFileNumbersOf,
  claimFileOfTrackerCase,
  handlingAssignmentsOf,
  type HandlingAssignment,
} from './claim-files/for-settlement.ts';
export { findClaimFileFor, type ClaimFileRecord } from './claim-files/repository.ts';
export { type ClaimDeadline, knowMoneyThrough, type MoneyOfClaims, type MoneyWorklist } from './money-worklists.ts';
export { chosenAssignmentsOf, moveChosenAssignments, openWorkToChoose } from './chosen-work.ts';
export { addressKey, claimContactAt, claimContactsOf, policyholderEmailOf } from './claim-contacts.ts';
export { messageFactsOf, type MessageFacts } from './message-facts.ts';
