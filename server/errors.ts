import { ERROR_STATUS, type ErrorCode } from '../contract/errors.ts';

/** What a caller is told when the database cannot be reached: it may retry. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Try again in a moment.';

/**
 * The one error type handlers throw on purpose. `onError` turns it into
 * `{ error: { code, message } }` with the status that belongs to the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Sent as Retry-After, for answers that say when to try again (blocks, rate limits). */
  readonly retryAfter: Date | null;

  constructor(code: ErrorCode, message: string, options: { retryAfter?: Date } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfter = options.retryAfter ?? null;
  }
}
