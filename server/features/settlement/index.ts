export { settlementRoutes } from './routes.ts';
export { caseMoneyRoutes } from './case-routes.ts';
export { followNoteSteps } from './follow-notes.ts';
export { openSettlementFile } from './settlement-files.ts';
export { createDeadlineWarnings, DEADLINE_WARNING_INTERVAL_MS, warnOfDeadlines } from './deadline-warnings.ts';
export { moneyOfClaims } from './money-of-claims.ts';
export { deadlineFactsOf, openReservesOf } from './report-facts.ts';
export { addDemoMoney, type DemoMoney, openDemoSettlementFiles, setDemoNotice } from './demo-data.ts';
