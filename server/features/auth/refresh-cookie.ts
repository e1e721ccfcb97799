import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REFRESH_COOKIE, REFRESH_TURN_COOKIE } from '../../../contract/auth.ts';

/**
 * The refresh token lives in an HttpOnly, SameSite=Strict cookie scoped to /api/auth, so page
 * scripts can never read it. API clients that are not browsers also get it in the body's
 * refreshToken field. Browsers are told apart by the Sec-Fetch-Mode header, which every
 * current browser sends and page scripts cannot remove, so a script never sees the token.
 */
const PATH = '/api/auth';

export function isSecureRequest(c: Context, publicOrigin: string): boolean {
  return publicOrigin.startsWith('https:') || new URL(c.req.url).protocol === 'https:';
}

export function deliverRefreshToken(c: Context, token: string, expiresAt: string, publicOrigin: string): string {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: isSecureRequest(c, publicOrigin),
    sameSite: 'Strict',
    path: PATH,
    expires: new Date(expiresAt),
  });
  setCookie(c, REFRESH_TURN_COOKIE, randomBytes(9).toString('base64url'), {
    secure: isSecureRequest(c, publicOrigin),
    sameSite: 'Strict',
    path: '/',
    expires: new Date(expiresAt),
  });
  return c.req.header('sec-fetch-mode') ? '' : token;
}

export function readRefreshToken(c: Context, bodyToken: string | undefined): string | undefined {
  return bodyToken || getCookie(c, REFRESH_COOKIE);
}

export function clearRefreshToken(c: Context, publicOrigin: string): void {
  deleteCookie(c, REFRESH_COOKIE, {
    path: PATH,
    secure: isSecureRequest(c, publicOrigin),
    httpOnly: true,
    sameSite: 'Strict',
  });
  deleteCookie(c, REFRESH_TURN_COOKIE, { path: '/', secure: isSecureRequest(c, publicOrigin), sameSite: 'Strict' });
}
