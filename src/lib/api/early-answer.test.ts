import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, startEarly } from './request.ts';

// A page's first call sent before its scripts ran, against a stubbed fetch that counts what leaves.
const counting = () => {
  let n = 0;
  return vi.fn(async (_url: string, _init: RequestInit) => {
    n += 1;
    return new Response(JSON.stringify({ answer: n }), { headers: { 'content-type': 'application/json' } });
  });
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an early answer', () => {
  it('is taken by the same call, once: the next one asks the server again', async () => {
    const fetch = counting();
    vi.stubGlobal('fetch', fetch);
    startEarly('/assignments/a1', { token: 't' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(request('/assignments/a1', { token: 't' })).resolves.toEqual({ answer: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(request('/assignments/a1', { token: 't' })).resolves.toEqual({ answer: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a call with another token, path or method', async () => {
    const fetch = counting();
    vi.stubGlobal('fetch', fetch);
    startEarly('/assignments/a1', { token: 't' });
    await expect(request('/assignments/a1', { token: 'other' })).resolves.toEqual({ answer: 2 });
    await expect(request('/assignments/a2', { token: 't' })).resolves.toEqual({ answer: 3 });
    await expect(request('/assignments/a1', { token: 't', method: 'PUT', body: {} })).resolves.toEqual({ answer: 4 });
    await expect(request('/assignments/a1', { token: 't' })).resolves.toEqual({ answer: 1 });
  });

  it('is dropped once the page has been open for ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = counting();
    vi.stubGlobal('fetch', fetch);
    startEarly('/assignments/a1', { token: 't' });
    vi.advanceTimersByTime(10_001);
    await expect(request('/assignments/a1', { token: 't' })).resolves.toEqual({ answer: 2 });
  });
});
