import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { ErrorBodySchema, type ErrorCode } from '../../../contract/errors.ts';
import { currentLanguage, loginUrl } from '../auth/paths.ts';
import { refreshTokens } from '../auth/refresh.ts';
import { showCorrelationDialog, showErrorDialog, showSnack } from '../stores/messages.ts';
import { $session } from '../stores/session.ts';

/**
 * The browser's one way to call the API. Requests carry the id token; a 401 triggers one refresh
 * (shared by every request waiting on it) and each request is retried once; if the refresh fails
 * the session is cleared and the person goes to sign in. Answers are checked against the
 * contract/ schema, so a disagreement between server and client fails loudly in one place.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error' | 'bad_response';
  /** For unexpected server errors: the reference in the server log, and the stack in development. */
  readonly errorId: string | undefined;
  readonly serverStack: string | undefined;

  constructor(status: number, code: ApiError['code'], message: string, extra: { id?: string; stack?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errorId = extra.id;
    this.serverStack = extra.stack;
  }
}

/**
 * spec.md section 8, for any call: a 405 opens the correlation dialog, a 500 the error dialog; an
 * unreachable or briefly unavailable server raises the 'error' snack ('Eroare', with 'Detalii').
 */
function broadcast(error: ApiError): ApiError {
  if (error.status === 405) showCorrelationDialog();
  else if (error.status === 0 || error.code === 'service_unavailable') {
    showSnack('error', error.message, { customType: error.code, error_id: '', message: error.message });
  } else if (error.status >= 500) {
    showErrorDialog({
      customType: error.code,
      error_id: error.errorId ?? '',
      message: error.message,
      ...(error.serverStack ? { stack: error.serverStack } : {}),
    });
  }
  return error;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** Calls that are themselves part of signing in must not trigger a refresh on 401. */
  noRefresh?: boolean;
}

const raw = ofetch.create({ baseURL: '/api', retry: 0, timeout: 15_000 });

async function send(path: string, options: CallOptions): Promise<unknown> {
  const token = $session.get()?.idToken;
  return raw(path, {
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

export async function apiCall<TSchema extends v.GenericSchema>(path: string, schema: TSchema, options: CallOptions = {}): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await send(path, options);
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status !== 401 || options.noRefresh) throw broadcast(failure);
    const tokens = await refreshTokens();
    if (!tokens) {
      location.assign(loginUrl());
      throw failure;
    }
    try {
      body = await send(path, options);
    } catch (retryError) {
      throw broadcast(toApiError(retryError));
    }
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(200, 'bad_response', `Unexpected answer from ${path}.`);
  return parsed.output;
}

export const apiGet = <TSchema extends v.GenericSchema>(path: string, schema: TSchema, options: Omit<CallOptions, 'method' | 'body'> = {}) =>
  apiCall(path, schema, { ...options, method: 'GET' });

export const apiPost = <TSchema extends v.GenericSchema>(path: string, body: unknown, schema: TSchema, options: Omit<CallOptions, 'method' | 'body'> = {}) =>
  apiCall(path, schema, { ...options, method: 'POST', body });

export const apiPut = <TSchema extends v.GenericSchema>(path: string, body: unknown, schema: TSchema, options: Omit<CallOptions, 'method' | 'body'> = {}) =>
  apiCall(path, schema, { ...options, method: 'PUT', body });

function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError && error.response) {
    const parsed = v.safeParse(ErrorBodySchema, error.data);
    if (parsed.success) {
      const { code, message, id, stack } = parsed.output.error;
      return new ApiError(error.response.status, code, message, { ...(id ? { id } : {}), ...(stack ? { stack } : {}) });
    }
    return new ApiError(error.response.status, 'bad_response', error.message);
  }
  return new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
}
