import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE } from '../../../contract/auth.ts';
import { isSecureRequest } from './refresh-cookie.ts';
import { DEVICE_LIFETIME_MS, type DeviceClaim } from './trusted-devices.ts';

/**
 * The device cookie's value: `base64url(username).nonce.signature`, signed with HMAC-SHA256 under
 * TOKEN_SECRET so that a browser cannot make one up or move one to another username. HttpOnly and
 * SameSite=Strict like the refresh token, and sent only to /api/auth.
 */
const PATH = '/api/auth';

const signatureOf = (secret: string, username: string, nonce: string) =>
  createHmac('sha256', secret).update(`device-cookie:${username}:${nonce}`).digest();

function signDeviceCookie(secret: string, claim: DeviceClaim): string {
  return `${Buffer.from(claim.username).toString('base64url')}.${claim.nonce}.${signatureOf(secret, claim.username, claim.nonce).toString('base64url')}`;
}

/** The claim of a cookie whose signature holds, or null. */
function verifyDeviceCookie(secret: string, value: string | undefined): DeviceClaim | null {
  const parts = value?.split('.');
  if (parts?.length !== 3 || parts.some((p) => !/^[\w-]+$/.test(p))) return null;
  const [user, nonce, signature] = parts as [string, string, string];
  const username = Buffer.from(user, 'base64url').toString();
  const expected = signatureOf(secret, username, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { username, nonce } : null;
}

export function readDeviceCookie(c: Context, secret: string): DeviceClaim | null {
  return verifyDeviceCookie(secret, getCookie(c, DEVICE_COOKIE));
}

export function deliverDeviceCookie(c: Context, secret: string, claim: DeviceClaim, publicOrigin: string): void {
  setCookie(c, DEVICE_COOKIE, signDeviceCookie(secret, claim), {
    httpOnly: true,
    secure: isSecureRequest(c, publicOrigin),
    sameSite: 'Strict',
    path: PATH,
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
}
