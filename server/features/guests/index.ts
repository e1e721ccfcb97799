export { createGuestTokens } from './guest-token.ts';
export { revokeGuestLink } from './revoke-guest-link.ts';
