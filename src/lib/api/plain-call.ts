import type { ErrorCode } from '../../../contract/errors.ts';
import { currentLanguage } from '../auth/paths.ts';
import { ApiError } from './api-error.ts';
import { broadcast } from './broadcast.ts';

/**
 * A call on plain fetch for the pages that must stay light (signing in, the version label): no
 * schema library, no refresh-and-retry. Answers are typed by the contract, not re-checked here;
 * the server's tests hold every answer to the contract's schemas. Refusals become ApiError with
 * the server's code and message and are broadcast (spec.md section 8) like the staff client's.
 */
export async function plainCall<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; token?: string | undefined } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        'Accept-Language': currentLanguage(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    throw broadcast(new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error)));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown; id?: unknown; stack?: unknown } } | null)
      ?.error;
    const code = typeof error?.code === 'string' ? (error.code as ErrorCode) : 'bad_response';
    const message = typeof error?.message === 'string' ? error.message : `${path} answered ${response.status}`;
    const extra = {
      ...(typeof error?.id === 'string' ? { id: error.id } : {}),
      ...(typeof error?.stack === 'string' ? { stack: error.stack } : {}),
    };
    throw broadcast(new ApiError(response.status, code, message, extra));
  }
  if (typeof body !== 'object' || body === null)
    throw new ApiError(response.status, 'bad_response', `Unexpected answer from ${path}.`);
  return body as T;
}
