import * as v from 'valibot';
import { ApiError } from './api-error.ts';
import { broadcast } from './broadcast.ts';
import { request } from './request.ts';
import { loginUrl } from '../auth/paths.ts';
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

const send = (path: string, { noRefresh: _, ...options }: CallOptions) =>
  request<unknown>(path, { ...options, method: options.method ?? 'GET', token: $session.get()?.idToken });

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
    const failure = error as ApiError;
    if (failure.status !== 401 || options.noRefresh) throw broadcast(failure);
    const tokens = await refreshTokens();
    if (!tokens) {
      location.assign(loginUrl());
      throw failure;
    }
    try {
      body = await send(path, options);
    } catch (retryError) {
      throw broadcast(retryError as ApiError);
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
