import type { ErrorCode, ErrorParams } from '../../contract/errors.ts';
import type { FieldProblem } from '../../contract/problems.ts';
import { isDatabaseUnavailable } from '../db/is-unavailable.ts';
import { AppError, DATABASE_UNAVAILABLE_KEY, type ErrorKey } from '../errors.ts';

/** How a job failed, in a form that crosses threads (an Error's class and own fields do not). */
export type ThreadFailure =
  | {
      kind: 'app';
      code: ErrorCode;
      key: ErrorKey;
      field: string | undefined;
      params: ErrorParams | undefined;
      problems: FieldProblem[];
      retryAfter: string | null;
    }
  | { kind: 'database-unavailable'; message: string }
  | { kind: 'unexpected'; message: string; stack: string };

/** What a thread answers for each job: its value, or how it failed. */
export type JobReply<Value> = { ok: true; value: Value } | { ok: false; failure: ThreadFailure };

export function failureOf(error: unknown): ThreadFailure {
  if (error instanceof AppError)
    return {
      kind: 'app',
      code: error.code,
      key: error.key,
      field: error.field,
      params: error.params,
      problems: [...error.problems],
      retryAfter: error.retryAfter?.toISOString() ?? null,
    };
  if (isDatabaseUnavailable(error))
    return { kind: 'database-unavailable', message: error instanceof Error ? error.message : String(error) };
  return {
    kind: 'unexpected',
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? (error.stack ?? '') : '',
  };
}

/**
 * The error the caller on the event loop sees: the same AppError (code, message, Retry-After), a
 * 503 for a database that cannot be reached, and otherwise an Error that becomes a logged 500.
 */
export function errorOfFailure(failure: ThreadFailure): Error {
  if (failure.kind === 'app')
    return new AppError(failure.code, failure.key, {
      ...(failure.field ? { field: failure.field } : {}),
      ...(failure.params ? { params: failure.params } : {}),
      problems: failure.problems,
      ...(failure.retryAfter ? { retryAfter: new Date(failure.retryAfter) } : {}),
    });
  if (failure.kind === 'database-unavailable') {
    console.error('Database unavailable on a worker thread:', failure.message);
    return new AppError('service_unavailable', DATABASE_UNAVAILABLE_KEY);
  }
  const error = new Error(failure.message);
  error.stack = failure.stack || error.stack;
  return error;
}
