export { assignmentDetail } from './detail.ts';
export { assignmentsWithStatus } from './with-status.ts';
export { claimFileOf, findAssignmentFor } from './repository.ts';
export type { AssignmentRow } from './repository.ts';
export { normaliseTerm, prefixEnd, searchTermsOf } from './search-terms.ts';
export { stintOf, stintsOfHistory } from './status-stints.ts';
export { DEFAULT_STATUSES, describeStatus, seedDefaultStatuses, statusesOfOrganisation } from './statuses.ts';
export { DEFAULT_TRANSITIONS, transitionsOfOrganisation } from './transitions.ts';
export { dashboardCounts } from './worklist.ts';
