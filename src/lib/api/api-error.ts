import type { ErrorCode, ErrorParams, Problem } from '../../../contract/errors.ts';

/**
 * A refused or failed API call: the HTTP status, the contract's error code and the server's
 * message. A file of its own (no schema library) so the light pages can throw and catch it too.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error' | 'bad_response';
  /** For unexpected server errors: the reference in the server log, and the stack in development. */
  readonly errorId: string | undefined;
  readonly serverStack: string | undefined;
  /** The request field at fault and the values a translated message names. */
  readonly field: string | undefined;
  readonly params: ErrorParams | undefined;
  /** The key of the message in the translation files, when the server named one. */
  readonly key: string | undefined;
  /** Every field at fault, each with its message in the page's language; empty when none is. */
  readonly problems: readonly Problem[];
  /** With 409 `conflict`: the object as the server has it now. */
  readonly current: unknown;

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    extra: {
      id?: string;
      stack?: string;
      key?: string;
      field?: string;
      params?: ErrorParams;
      problems?: readonly Problem[];
      current?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errorId = extra.id;
    this.serverStack = extra.stack;
    this.field = extra.field;
    this.params = extra.params;
    this.key = extra.key;
    this.problems = extra.problems ?? [];
    this.current = extra.current;
  }
}
