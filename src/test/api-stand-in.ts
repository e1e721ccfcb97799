import { expect, vi } from 'vitest';
import { DEFAULT_BRANDING } from '../../contract/branding.ts';
import { $session, type Session } from '../lib/stores/session.ts';

/**
 * For store tests on Node: the real API client in front of a small stand-in for the server. Only
 * what Node lacks or the network would do is replaced (fetch, the tab's session storage); every
 * call is recorded as it left, with its If-Match and body.
 */
export interface SentCall {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}

export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A refusal as the server's onError writes it; with a field, also as the one problem it lists. */
export const refusalAnswer = (status: number, code: string, key: string, message: string, field?: string) =>
  jsonAnswer(status, {
    error: { code, key, message, ...(field ? { field, problems: [{ field, key, message, params: {} }] } : {}) },
  });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/**
 * Signs a person in (an id token good for an hour, so no refresh is asked) and answers every call
 * with `answer`; returns the calls sent. Undo with vi.unstubAllGlobals().
 */
export function standInServer(answer: (call: SentCall) => Response): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  const profile = { user_id: 'u1', branding: DEFAULT_BRANDING, user_metadata: {} };
  $session.set({ idToken: `h.${claims}.s`, profile } as unknown as Session);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer h\./);
    const call: SentCall = {
      method: init.method ?? 'GET',
      path: url.replace(/^\/api/, ''),
      ifMatch: headers['If-Match'] ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(call);
    return answer(call);
  });
  return sent;
}
