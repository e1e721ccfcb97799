import type { ErrorCode, ErrorParams, Problem } from '../../../contract/errors.ts';
import { currentLanguage } from '../auth/paths.ts';
import { ApiError } from './api-error.ts';

/**
 * Every page's one way to reach the API: the interface language and the bearer token (when there
 * is one) go with the request; a refusal becomes an ApiError with the server's code, message,
 * field and parameters. It needs no schema library, so the light public pages use it as it is;
 * the staff pages' client (client.ts) adds the refresh on 401 and checks answers against the
 * contract's schemas. It stands on the browser's fetch: ofetch would add 4 KB of gzip JavaScript
 * to the sign-in and tracker pages, which are held to 80 KB and already carry more than 77.
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

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        'Accept-Language': currentLanguage(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.keepalive ? { keepalive: true } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text || undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text itself is the answer (or, for a refusal, no error body).
  }
  if (!response.ok) throw refusal(response.status, body, `${path} answered ${response.status}`);
  return body as T;
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
