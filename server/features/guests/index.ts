export { createGuestTokens } from './guest-token.ts';
