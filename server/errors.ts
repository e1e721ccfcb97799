import { ERROR_STATUS, type ErrorCode, type ErrorParams, type Problem } from '../contract/errors.ts';

/** What a caller is told when the database cannot be reached: it may retry. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Try again in a moment.';

export interface AppErrorOptions {
  /** Sent as Retry-After, for answers that say when to try again (blocks, rate limits). */
  retryAfter?: Date;
  /** The request field at fault. */
  field?: string;
  /** Values the page's translated message names. */
  params?: ErrorParams;
  /** The message's key in the translation files. */
  key?: string;
  /** Every field at fault, when more than one is. */
  problems?: Problem[];
  /** With a conflict: the object as it is now, and its version for the ETag header. */
  current?: unknown;
  currentVersion?: number;
}

/**
 * The one error type handlers throw on purpose. `onError` turns it into
 * `{ error: { code, message, field?, params? }, current? }` with the status that belongs to the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfter: Date | null;
  readonly field: string | undefined;
  readonly params: ErrorParams | undefined;
  readonly key: string | undefined;
  readonly problems: Problem[] | undefined;
  readonly current: unknown;
  readonly currentVersion: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfter = options.retryAfter ?? null;
    this.field = options.field;
    this.params = options.params;
    this.key = options.key;
    this.problems = options.problems;
    this.current = options.current;
    this.currentVersion = options.currentVersion;
  }
}
