export { versionTotals } from './pricing.ts';
export { assessmentRoutes } from './routes.ts';
export { approvalLimitOf, assessmentSettingsFrom, assessmentSettingsOf } from './settings.ts';
export { recordReportedParts } from './reported-parts.ts';
export { noteItemsOf } from './current-parts.ts';
export {
  addAssessedPartsInBulk,
  addDemoNote,
  type AssessedPart,
  type DemoNoteLine,
  partsReplacedOn,
} from './demo-data.ts';
export { type ApprovedNote, latestApprovedNoteOf } from './approved-notes.ts';
export { type NoteStepListener, whenNoteSteps } from './note-step-listener.ts';
export { notesAwaitingApprovalOf, type WaitingNote } from './approval-queue.ts';
export { isApprover } from './rules.ts';
