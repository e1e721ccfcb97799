export { createCaseTokens } from './case-token.ts';
export type { CaseTokens } from './case-token.ts';
export { createContactConfirmation } from './contact-confirmation.ts';
export { requireCase } from './require-case.ts';
export { TRACKER } from './limits.ts';
export { trackerConfigFor } from './repository.ts';
export { eventTextsInBoth } from './event-texts.ts';
export type { EventTexts } from './event-texts.ts';
export { createCaseUpdates } from './updates-worker.ts';
