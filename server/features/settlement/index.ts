// The routers (routes.ts, case-routes.ts) are mounted by server/app.ts from their own files, not
// re-exported here: the shell and the area guard read paymentRolesOf through this file, and the
// routers stand on that guard, so going through here would close an import cycle.
export { followNoteSteps } from './follow-notes.ts';
export { openSettlementFile } from './settlement-files.ts';
export { createDeadlineWarnings, DEADLINE_WARNING_INTERVAL_MS, warnOfDeadlines } from './deadline-warnings.ts';
export { moneyOfClaims } from './money-of-claims.ts';
export { deadlineFactsOf, openReservesOf } from './report-facts.ts';
export { addDemoMoney, type DemoMoney, openDemoSettlementFiles, setDemoNotice } from './demo-data.ts';
export { paymentRolesOf } from './settings.ts';
