export { createGuestTokens } from './guest-token.ts';
export type { GuestTokens } from './guest-token.ts';
export { revokeGuestLink } from './revoke-guest-link.ts';
export { requireGuest } from './require-guest.ts';
