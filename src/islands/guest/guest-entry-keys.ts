import { FNOL_KEYS } from '../fnol/fnol-keys.ts';
import { GUEST_VIEW_KEYS } from './guest-view-keys.ts';

/**
 * The guest page's words. Kept apart from the island: the island imports neither part's code
 * up front (the claim form and the guest view load on demand), the page body needs only the keys.
 */
export const GUEST_ENTRY_KEYS = [
  'guest.error.missingAddress',
  'guest.error.advice',
  'guest.error.linkFails',
  'guest.title.linkError',
  'page.claimForm',
  'app.loading',
  ...FNOL_KEYS,
  ...GUEST_VIEW_KEYS,
] as const;

export type GuestEntryMessages = Record<(typeof GUEST_ENTRY_KEYS)[number], string>;
