import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { request, send } from './request.ts';

// The transport against a stubbed fetch: what goes out with a call, and what comes back of an answer.
const answer = (status: number, body: BodyInit | null, headers: Record<string, string> = {}) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status, headers }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends the language, the token, If-Match, keepalive and a JSON body', async () => {
    const fetch = answer(200, '{"ok":true}', { 'content-type': 'application/json' });
    vi.stubGlobal('fetch', fetch);
    await expect(
      request('/x', { method: 'PUT', body: { a: 1 }, token: 't', ifMatch: 3, keepalive: true }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({
      method: 'PUT',
      body: '{"a":1}',
      keepalive: true,
      headers: {
        'Accept-Language': 'en',
        'Content-Type': 'application/json',
        Authorization: 'Bearer t',
        'If-Match': '"3"',
      },
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps a text answer as text and an empty one as nothing', async () => {
    vi.stubGlobal('fetch', answer(200, 'plain'));
    await expect(request('/x')).resolves.toBe('plain');
    vi.stubGlobal('fetch', answer(204, null));
    await expect(request('/x')).resolves.toBeUndefined();
  });

  it('turns a refusal into an ApiError with its key, field, params and problems', async () => {
    const problems = [{ field: 'name', key: 'k', params: {}, message: 'Name?' }];
    const error = { code: 'validation', message: 'Bad', key: 'k', field: 'name', params: { max: 3 }, problems };
    vi.stubGlobal('fetch', answer(400, JSON.stringify({ error })));
    await expect(request('/x')).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Bad',
      key: 'k',
      field: 'name',
      params: { max: 3 },
      problems,
    });
  });

  it('names a refusal without an error body bad_response, and an unreachable server network_error', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>'));
    await expect(request('/x')).rejects.toMatchObject({ status: 502, code: 'bad_response' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await request('/x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'network_error', message: 'Failed to fetch' });
  });
});

describe('send for a file', () => {
  it('gives the file and its headers, and reads a refusal as JSON', async () => {
    vi.stubGlobal('fetch', answer(200, 'a,b', { 'content-disposition': 'attachment; filename="r.csv"' }));
    const file = await send('/f', {}, 'blob');
    expect(await file.data.text()).toBe('a,b');
    expect(file.headers.get('content-disposition')).toContain('r.csv');
    vi.stubGlobal('fetch', answer(403, JSON.stringify({ error: { code: 'forbidden', message: 'No.' } })));
    await expect(send('/f', {}, 'blob')).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'No.' });
  });
});
