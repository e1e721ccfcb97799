import type { ErrorCode, ErrorParams, Problem } from '../../../contract/errors.ts';
import type { Language } from '../../../contract/languages.ts';
import { currentLanguage } from '../auth/paths.ts';
import { ApiError } from './api-error.ts';

/**
 * Every page's one way to reach the API: the interface language and the bearer token (when there
 * is one) go with the request; a refusal becomes an ApiError with the server's code, message,
 * field and parameters. It needs no schema library, so the light public pages use it as it is;
 * the staff pages' client (client.ts) adds the refresh on 401 and checks answers against the
 * contract's schemas. It stands on the browser's fetch: ofetch (3.9 KB of gzip JavaScript with
 * destr and ufo) puts the tracker case page at 81.5 KB, over its 80 KB budget, even with React
 * and this transport in one chunk (see astro.config.mjs).
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
  /** The language the answer is wanted in, when not the page's own. */
  language?: Language;
}

/** A server that has not answered by then is taken as unreachable. */
const TIMEOUT_MS = 15_000;

type CallInit = RequestInit & { method: string; headers: Record<string, string> };

/** The browser's request for a call: its method, the language and token headers, its body. */
function requestInit(options: RequestOptions): CallInit {
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Accept-Language': options.language ?? currentLanguage(),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.keepalive ? { keepalive: true } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  };
}

/**
 * Answers to calls a page sent before its scripts had run (startEarly). Each is taken once, by the
 * first identical call (same path, language and token) within the page's first seconds; any other
 * call, and every later one, asks the server afresh.
 */
const EARLY_ANSWER_MS = 10_000;
const earlyAnswers = new Map<string, { answer: Promise<Response>; until: number }>();
const earlyKey = (path: string, init: CallInit) =>
  `${init.method} ${path} ${init.headers['Accept-Language']} ${init.headers.Authorization ?? ''}`;

function takeEarlyAnswer(path: string, init: CallInit): Promise<Response> | undefined {
  const key = earlyKey(path, init);
  const early = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return early && Date.now() < early.until ? early.answer : undefined;
}

/** Sends a GET now, for the page's own call to take when it makes the same one (takeEarlyAnswer). */
export function startEarly(path: string, options: Pick<RequestOptions, 'token'>): void {
  const init = requestInit(options);
  earlyAnswers.set(earlyKey(path, init), { answer: fetch(`/api${path}`, init), until: Date.now() + EARLY_ANSWER_MS });
}

/** JSON when the answer is JSON, else its text (or, for a refusal, no error body); nothing when empty. */
function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An answer that was not refused: its body (parsed JSON, or the file as a Blob) and its headers. */
export interface Answer<T> {
  data: T;
  headers: Headers;
}

/**
 * One call: `json` answers are parsed (or their text kept), `blob` answers kept as the file. A
 * refusal is JSON either way and becomes an ApiError; an unreachable server a network_error.
 */
export async function send<R extends 'json' | 'blob'>(
  path: string,
  options: RequestOptions,
  responseType: R,
): Promise<Answer<R extends 'blob' ? Blob : unknown>> {
  let response: Response;
  try {
    const init = requestInit(options);
    response = await (takeEarlyAnswer(path, init) ?? fetch(`/api${path}`, init));
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (response.ok && responseType === 'blob') {
    return { data: (await response.blob()) as R extends 'blob' ? Blob : unknown, headers: response.headers };
  }
  const body = parseAnswer(await response.text().catch(() => ''));
  if (!response.ok) throw refusal(response.status, body, `${path} answered ${response.status}`);
  return { data: body as R extends 'blob' ? Blob : unknown, headers: response.headers };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options, 'json')).data as T;
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
