import { type FetchResponse, type MappedResponseType, ofetch } from 'ofetch';
import type { ErrorCode, ErrorParams, Problem } from '../../../contract/errors.ts';
import { currentLanguage } from '../auth/paths.ts';
import { ApiError } from './api-error.ts';

/**
 * Every page's one way to reach the API, on ofetch: the interface language and the bearer token
 * (when there is one) go with the request; a refusal becomes an ApiError with the server's code,
 * message, field and parameters. It needs no schema library, so the light public pages use it as
 * it is; the staff pages' client (client.ts) adds the refresh on 401 and checks answers against
 * the contract's schemas.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** A staff, guest or tracker id token, sent as the bearer token. */
  token?: string | null | undefined;
  /** The version of the object this change was made on (its ETag), sent as If-Match. */
  ifMatch?: number | undefined;
  /** Lets the browser finish the request should the person leave the page meanwhile. */
  keepalive?: boolean;
}

/** A server that has not answered by then is taken as unreachable. */
const TIMEOUT_MS = 15_000;

/** JSON when the answer is JSON, else its text (or, for a refusal, no error body); nothing when empty. */
function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one ofetch instance: no retries (a refused change must not be sent twice, and a 409 is a
 * conflict to show, not to repeat), and refusals come back as responses so refusal() reads them.
 */
const api = ofetch.create({ retry: 0, timeout: TIMEOUT_MS, ignoreResponseError: true });

/**
 * The answer as ofetch has it: `_data` is the parsed body ('json') or the file ('blob'), with the
 * status and headers beside it. A refusal is JSON either way and becomes an ApiError.
 */
export async function send<R extends 'json' | 'blob'>(
  path: string,
  options: RequestOptions,
  responseType: R,
): Promise<FetchResponse<MappedResponseType<R>>> {
  let response: FetchResponse<MappedResponseType<R>>;
  try {
    response = await api.raw<unknown, R>(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        'Accept-Language': currentLanguage(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` }),
      },
      // Serialised here, not by ofetch, so every value (a string, a false) goes as JSON alike.
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.keepalive ? { keepalive: true } : {}),
      responseType,
      ...(responseType === 'json' ? { parseResponse: parseAnswer } : {}),
    });
  } catch (error) {
    // ofetch wraps the browser's failure (unreachable, timed out); the browser's message is the useful one.
    const cause = (error as { cause?: unknown }).cause ?? error;
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    const data: unknown = response._data;
    const body = data instanceof Blob ? parseAnswer(await data.text().catch(() => '')) : data;
    throw refusal(response.status, body, `${path} answered ${response.status}`);
  }
  return response;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options, 'json'))._data as T;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A refused call as the contract's error answer describes it, read without a schema library. */
function refusal(status: number, body: unknown, fallback: string): ApiError {
  const answer = (body as { error?: Record<string, unknown> } | null | undefined)?.error;
  const code = textOf(answer?.code);
  const message = textOf(answer?.message);
  if (!answer || !code || message === undefined) return new ApiError(status, 'bad_response', fallback);
  const { id, stack, key, field, params, problems } = answer;
  return new ApiError(status, code as ErrorCode, message, {
    ...(textOf(id) ? { id: textOf(id) } : {}),
    ...(textOf(stack) ? { stack: textOf(stack) } : {}),
    ...(textOf(key) ? { key: textOf(key) } : {}),
    ...(textOf(field) ? { field: textOf(field) } : {}),
    ...(Array.isArray(problems) ? { problems: problems as Problem[] } : {}),
    ...(params && typeof params === 'object' ? { params: params as ErrorParams } : {}),
    current: (body as { current?: unknown }).current,
  });
}
