import * as v from 'valibot';
import { ApiError } from './api-error.ts';
import { broadcast } from './broadcast.ts';
import { request, send } from './request.ts';
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

const tokenOptions = ({ noRefresh: _, ...options }: CallOptions) => ({
  ...options,
  method: options.method ?? 'GET',
  token: $session.get()?.idToken,
});

/**
 * A 401 triggers one refresh (shared by every request waiting on it, and skipped when one has
 * finished since the call was sent) and the call is made once more; if the refresh fails the session is cleared and the person goes to sign in. Refusals are
 * shown as spec.md section 8 says (broadcast) and thrown on.
 */
async function withRefresh<T>(call: () => Promise<T>, noRefresh: boolean | undefined): Promise<T> {
  const sentWith = $session.get()?.idToken;
  try {
    return await call();
  } catch (error) {
    const failure = error as ApiError;
    if (failure.status !== 401 || noRefresh) throw broadcast(failure);
    // A refresh that finished while this call was on its way already gave the tab a new token:
    // the call is made again with it, not refreshed a second time.
    const renewed = $session.get()?.idToken;
    const tokens = renewed && renewed !== sentWith ? true : await refreshTokens();
    if (!tokens) {
      location.assign(loginUrl());
      throw failure;
    }
    try {
      return await call();
    } catch (retryError) {
      throw broadcast(retryError as ApiError);
    }
  }
}

/**
 * The staff pages' way to call the API. Requests carry the id token and are refreshed on 401 (see
 * withRefresh). Answers are checked against the contract/ schema, so a disagreement between server
 * and client fails loudly in one place.
 */
export async function apiCall<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const body = await withRefresh(() => request<unknown>(path, tokenOptions(options)), options.noRefresh);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(200, 'bad_response', `Unexpected answer from ${path}.`);
  return parsed.output;
}

/**
 * A call whose answer's version (its ETag) the page keeps, for settings whose answer is the object
 * alone: the next change sends it back as If-Match.
 */
export async function apiVersioned<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: CallOptions = {},
): Promise<{ data: v.InferOutput<TSchema>; version: number }> {
  const answer = await withRefresh(() => send(path, tokenOptions(options), 'json'), options.noRefresh);
  const parsed = v.safeParse(schema, answer.data);
  const version = Number(/^(?:W\/)?"(\d+)"$/.exec(answer.headers.get('etag') ?? '')?.[1] ?? Number.NaN);
  if (!parsed.success || !Number.isInteger(version))
    throw new ApiError(200, 'bad_response', `Unexpected answer from ${path}.`);
  return { data: parsed.output, version };
}

/** A file the API makes (a report export), fetched like any call, with the name the server gives it. */
export async function apiFile(path: string): Promise<{ blob: Blob; name: string }> {
  const response = await withRefresh(() => send(path, tokenOptions({}), 'blob'), false);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: response.data, name };
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
