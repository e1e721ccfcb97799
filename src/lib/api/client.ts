import { ofetch, FetchError } from 'ofetch';
import * as v from 'valibot';
import { ErrorBodySchema, type ErrorCode } from '../../../contract/errors.ts';

/**
 * The browser's one way to call the API. Answers are checked against the contract/ schema, so a
 * server and a client that disagree fail loudly in one place rather than as undefined fields.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error' | 'bad_response';

  constructor(status: number, code: ApiError['code'], message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

const api = ofetch.create({ baseURL: '/api', retry: 0, timeout: 15_000 });

export async function apiGet<TSchema extends v.GenericSchema>(path: string, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await api(path, { method: 'GET' });
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(200, 'bad_response', `Unexpected answer from ${path}.`);
  return parsed.output;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError && error.response) {
    const parsed = v.safeParse(ErrorBodySchema, error.data);
    if (parsed.success) return new ApiError(error.response.status, parsed.output.error.code, parsed.output.error.message);
    return new ApiError(error.response.status, 'bad_response', error.message);
  }
  return new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
}
