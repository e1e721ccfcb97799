import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { ApiError } from './api-error.ts';
import { broadcast } from './broadcast.ts';
import { currentLanguage, loginUrl } from '../auth/paths.ts';
import { refreshTokens } from '../auth/refresh.ts';
import { $session } from '../stores/session.ts';

// Staff pages catch refusals from here; the light pages import it from api-error.ts directly.
export { ApiError };

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Calls that are themselves part of signing in must not trigger a refresh on 401. */
  noRefresh?: boolean;
  /** The version of the object this change was made on (its ETag), sent as If-Match. */
  ifMatch?: number | undefined;
}

const raw = ofetch.create({ baseURL: '/api', retry: 0, timeout: 15_000 });

async function send(path: string, options: CallOptions): Promise<unknown> {
  const token = $session.get()?.idToken;
  return raw(path, {
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
    headers: {
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` }),
    },
  });
}

/**
 * The staff pages' way to call the API. Requests carry the id token; a 401 triggers one refresh
 * (shared by every request waiting on it) and each request is retried once; if the refresh fails
 * the session is cleared and the person goes to sign in. Answers are checked against the
 * contract/ schema, so a disagreement between server and client fails loudly in one place.
 */
export async function apiCall<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
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

export const apiGet = <TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: Omit<CallOptions, 'method' | 'body'> = {},
) => apiCall(path, schema, { ...options, method: 'GET' });

export const apiPost = <TSchema extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: TSchema,
  options: Omit<CallOptions, 'method' | 'body'> = {},
) => apiCall(path, schema, { ...options, method: 'POST', body });

export const apiPut = <TSchema extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: TSchema,
  options: Omit<CallOptions, 'method' | 'body'> = {},
) => apiCall(path, schema, { ...options, method: 'PUT', body });

export const apiDelete = <TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: Omit<CallOptions, 'method' | 'body'> = {},
) => apiCall(path, schema, { ...options, method: 'DELETE' });

function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError && error.response) {
    const parsed = v.safeParse(ErrorBodySchema, error.data);
    if (parsed.success) {
      const { code, message, id, stack, field, params } = parsed.output.error;
      return new ApiError(error.response.status, code, message, {
        ...(id ? { id } : {}),
        ...(stack ? { stack } : {}),
        ...(field ? { field } : {}),
        ...(params ? { params } : {}),
        current: parsed.output.current,
      });
    }
    return new ApiError(error.response.status, 'bad_response', error.message);
  }
  return new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
}
