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
