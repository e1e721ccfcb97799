import { INTAKE_WINDOWS_MS } from '../fnol/index.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long each kind of short-lived row is kept after it stopped being useful; the pruning job
 * deletes it then. The audit log, timelines and everything a user made are never pruned.
 */
export const RETENTION_MS = {
  /** Sessions and their refresh tokens, after the session expired or was ended: a week to answer "why was I signed out?". */
  sessions: 7 * DAY_MS,
  /** One-time sign-in codes, after the code expired and any block on it ended. */
  oneTimePasswords: DAY_MS,
  /** Tracker access-code challenges, after the code expired and any block on it ended. */
  trackerChallenges: DAY_MS,
  /** Claims sent through the public form, by address and contact: only the longest limit's window counts them. */
  intakeSubmissions: Math.max(INTAKE_WINDOWS_MS.address, INTAKE_WINDOWS_MS.contact),
  /** Messages the outbox delivered and no timeline shows; failed or unsent ones are kept. */
  sentMessages: 30 * DAY_MS,
  /** Contact-confirmation links, after they expired or were used (an unknown link answers as an expired one). */
  contactConfirmations: DAY_MS,
  /** New-activity notifications, after the user cleared them (only uncleared ones are ever shown). */
  clearedNotifications: 7 * DAY_MS,
  /** The assistant's daily allowance counters, after their day (only today's counts). */
  assistantUsage: 2 * DAY_MS,
} as const;

/** The most rows one delete statement removes, so no pass holds locks or bloats a transaction for long. */
export const PRUNE_BATCH_ROWS = 500;

/** How often a server prunes, and how long after it starts it prunes first. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;
export const PRUNE_FIRST_RUN_MS = 60_000;
