import type { IslandT } from '../../lib/i18n-island.ts';
import type { BookingMessages } from '../schedule/booking-keys.ts';
import type { CaseAnswerMessages } from '../settlement/case-answer-keys.ts';
import { DOCUMENT_STATUS_KEYS } from '../documents/document-status-keys.ts';
import { UPLOAD_KEYS } from '../documents/UploadButton.tsx';
import type { TrackerViewKey } from './tracker-view-keys.ts';
import type { UpdatesMessages } from './updates-keys.ts';
import { pluralKeys } from '../../lib/plural.ts';

/**
 * The strings the tracker's case page picks for its island. The page body imports this list
 * itself, so that neither it nor the modules it names ship in the page's JavaScript.
 */
export const TRACKER_CASE_KEYS = [
  'tracker.search.submit',
  'tracker.search.required',
  ...pluralKeys('tracker.search.minLength'),
  'tracker.code.label',
  'tracker.code.submit',
  'tracker.code.resend',
  ...pluralKeys('tracker.code.length'),
  'tracker.code.sent',
  'tracker.error.maxAttempts',
  'tracker.error.accessBlocked',
  'tracker.error.noChallenge',
  'tracker.case.progress',
  'tracker.case.details',
  'tracker.case.documents',
  'tracker.case.nextStep',
  'tracker.case.requests',
  'tracker.case.noDocuments',
  'tracker.case.registered',
  'otp.expiresIn',
  'otp.blockedFor',
  'app.loading',
  'tracker.case.requestsHint',
  'tracker.error.visitEnded',
  'tracker.code.alreadySent',
  'tracker.code.expired',
  ...pluralKeys('tracker.code.attemptsLeft'),
  'tracker.code.lastAttempt',
  'tracker.code.announceStart',
  'tracker.code.announceMinute',
  'tracker.code.announceResent',
  'tracker.block.attempts',
  'tracker.block.sends',
  'tracker.block.network',
  'tracker.block.retryAt',
  'tracker.block.call',
  'tracker.visit.until',
  'tracker.visit.ending',
  'tracker.visit.endingTitle',
  'tracker.visit.close',
  'tracker.visit.continue',
  'tracker.visit.confirm',
  'tracker.visit.extended',
  'form.errorSummaryTitle',
  'documents.notAccepted',
  'documents.sendAgain',
  'documents.receivedOn',
  ...DOCUMENT_STATUS_KEYS,
  ...UPLOAD_KEYS,
] as const;

export type TrackerCaseKey = (typeof TRACKER_CASE_KEYS)[number] | TrackerViewKey;
/**
 * With the booking's, the updates' and the insurer's answer's strings, which the page picks
 * beside these (BOOKING_KEYS, UPDATES_KEYS, CASE_ANSWER_KEYS): the list
 * itself then stays out of the page's JavaScript, held to its budget.
 */
export type TrackerCaseMessages = Record<TrackerCaseKey, string> &
  BookingMessages &
  UpdatesMessages &
  CaseAnswerMessages;
export type TrackerCaseT = IslandT<TrackerCaseKey>;
