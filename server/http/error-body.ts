import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../contract/errors.ts';

/** Answers in the one error shape of the API: `{ error: { code, message } }`. */
export function errorResponse(c: Context, code: ErrorCode, message: string, extra: { id?: string; stack?: string } = {}) {
  const body: ErrorBody = { error: { code, message, ...extra } };
  return c.json(body, ERROR_STATUS[code] as ContentfulStatusCode);
}
