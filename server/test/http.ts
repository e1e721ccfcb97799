import type { Hono } from 'hono';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';

type AnyApp = Pick<Hono<any>, 'request'>;

/** JSON calls against an in-process app, the way a client would make them. */
/**
 * The connection an in-process request comes on, as @hono/node-server hands it to the app: from
 * loopback, where a reverse proxy on the same machine would stand. Tests that trust it
 * (TRUSTED_PROXIES=loopback) say who the caller is with X-Forwarded-For, as that proxy would.
 */
export const FROM_LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export function client(app: AnyApp, defaults: Record<string, string> = {}) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init = {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...defaults, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const res = await app.request(path, init, FROM_LOOPBACK);
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  };
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    put: (path: string, body: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
  };
}

export const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

/** The value of a Set-Cookie header's cookie, or undefined. */
export function cookieValue(headers: Headers, name: string): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key?.trim() === name) return value ?? '';
  }
  return undefined;
}

/** Signs in through POST /api/auth/appToken and answers the auth response; fails the test otherwise. */
export async function signInAs(api: ReturnType<typeof client>, username: string, password = DEMO_PASSWORD) {
  const res = await api.post('/api/auth/appToken', { username, password });
  expect(res.status, `sign-in of ${username}`).toBe(200);
  return res.body as {
    idToken: string;
    refreshToken: string;
    one_time_password_required: boolean;
    profile: {
      user_id: string;
      username: string;
      is_expired: boolean;
      is_default_pass: boolean;
      replaced_users: { user_id: string }[];
    };
  };
}
