/**
 * The tracker's defences: an access code lives briefly, wrong codes block for a while, and code
 * sends are limited per case, per address and in total, so the tracker cannot be used to guess a
 * code or to pump messages to someone.
 */
export const TRACKER = {
  codeLifetimeMs: 10 * 60_000,
  resendCooldownMs: 60_000,
  sendsPerCasePerHour: 5,
  sendsPerAddressPerHour: 10,
  sendsPerHourInTotal: 500,
  maxFailures: 5,
  blockMs: 15 * 60_000,
  tokenLifetimeSeconds: 15 * 60,
  /** How long a verified visit lasts on its device, its short token renewed while the visitor is active. */
  visitMs: 60 * 60_000,
} as const;
