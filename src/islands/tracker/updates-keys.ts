/**
 * The strings of the "Get updates" part of the verified case. The page body picks them beside the
 * case's own (the list stays out of the page's JavaScript).
 */
export const UPDATES_KEYS = [
  'tracker.updates.heading',
  'tracker.updates.lead',
  'tracker.updates.subscribe',
  'tracker.updates.pending',
  'tracker.updates.active',
  'tracker.updates.resend',
] as const;

export type UpdatesMessages = Record<(typeof UPDATES_KEYS)[number], string>;
