import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorParams } from '../../contract/errors.ts';

interface ErrorExtra {
  id?: string;
  stack?: string;
  field?: string | undefined;
  params?: ErrorParams | undefined;
  current?: unknown;
}

/** Answers in the one error shape of the API: `{ error: { code, message, field?, params? }, current? }`. */
export function errorResponse(c: Context, code: ErrorCode, message: string, extra: ErrorExtra = {}) {
  const { current, field, params, ...rest } = extra;
  const body: ErrorBody = {
    error: { code, message, ...rest, ...(field ? { field } : {}), ...(params ? { params } : {}) },
    ...(current === undefined ? {} : { current }),
  };
  return c.json(body, ERROR_STATUS[code] as ContentfulStatusCode);
}
