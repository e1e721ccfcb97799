import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorParams, type Problem } from '../../contract/errors.ts';

interface ErrorExtra {
  id?: string;
  stack?: string;
  /** The message's key in the translation files; without one, the code's general message. */
  key?: string | undefined;
  field?: string | undefined;
  params?: ErrorParams | undefined;
  problems?: Problem[] | undefined;
  current?: unknown;
}

/** Answers in the one error shape of the API: `{ error: { code, message, field?, params? }, current? }`. */
export function errorResponse(c: Context, code: ErrorCode, message: string, extra: ErrorExtra = {}) {
  const { current, key, field, params, problems, ...rest } = extra;
  const body: ErrorBody = {
    error: {
      code,
      ...(key ? { key } : {}),
      message,
      ...rest,
      ...(field ? { field } : {}),
      ...(params ? { params } : {}),
      ...(problems?.length ? { problems } : {}),
    },
    ...(current === undefined ? {} : { current }),
  };
  return c.json(body, ERROR_STATUS[code] as ContentfulStatusCode);
}
