import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorParams } from '../../contract/errors.ts';
import type { FieldProblem } from '../../contract/problems.ts';
import { type ErrorKey, messageValues } from '../errors.ts';
import { requestLanguage, translate } from '../i18n.ts';

interface ErrorExtra {
  id?: string;
  stack?: string;
  field?: string | undefined;
  params?: ErrorParams | undefined;
  problems?: readonly FieldProblem[] | undefined;
  current?: unknown;
}

/**
 * Answers in the one error shape of the API: `{ error: { code, key, message, field?, params?, problems? },
 * current? }`. The message and each problem's message are in the caller's language (the
 * Accept-Language every page sends), from the same translation files as the pages.
 */
export function errorResponse(c: Context, code: ErrorCode, key: ErrorKey, extra: ErrorExtra = {}) {
  const { current, field, params, problems, ...rest } = extra;
  const language = requestLanguage(c);
  const body: ErrorBody = {
    error: {
      code,
      key,
      message: translate(language, key, messageValues(params)),
      // The request's id, as the log and the X-Request-Id header name it.
      ...(c.get('requestId') ? { request_id: c.get('requestId') as string } : {}),
      ...rest,
      ...(field ? { field } : {}),
      ...(params ? { params } : {}),
      ...(problems?.length
        ? {
            problems: problems.map((problem) => ({
              ...problem,
              message: translate(language, problem.key, messageValues(problem.params)),
            })),
          }
        : {}),
    },
    ...(current === undefined ? {} : { current }),
  };
  return c.json(body, ERROR_STATUS[code] as ContentfulStatusCode);
}
