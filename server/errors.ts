import { ERROR_STATUS, type ErrorCode } from '../contract/errors.ts';

/**
 * The one error type handlers throw on purpose. `onError` turns it into
 * `{ error: { code, message } }` with the status that belongs to the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}
