import { pluralKeys } from '../../lib/plural.ts';

/**
 * The verified case's own strings. Only the page body imports this list (the island knows the
 * keys by type alone), so the list stays out of the page's JavaScript, held to its budget.
 */
export const TRACKER_VIEW_KEYS = [
  'tracker.case.heading',
  'tracker.case.history',
  'tracker.case.dueBy',
  'tracker.next.resend_documents',
  'tracker.next.send_documents',
  'tracker.next.book_inspection',
  'tracker.next.attend_inspection',
  'tracker.next.insurer',
  ...pluralKeys('tracker.case.usuallyRange'),
  ...pluralKeys('tracker.case.usuallyDays'),
  'tracker.search.notFoundNamed',
] as const;

export type TrackerViewKey = (typeof TRACKER_VIEW_KEYS)[number];
