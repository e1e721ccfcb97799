import { afterEach, describe, expect, it } from 'vitest';
import { MyProfileSchema } from '../../../contract/profile.ts';
import { signIn } from '../auth/sign-in.ts';
import { $session, clearSession } from '../stores/session.ts';
import { apiGet } from './client.ts';

// Runs in Chromium against the real API: the refresh token travels in its HttpOnly cookie.
const PASSWORD = 'Safe-Claims-2026!';
const requestsTo = (path: string) =>
  performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).length;

afterEach(() => {
  clearSession();
  performance.clearResourceTimings();
});

describe('the API client in the browser', () => {
  it('signs in without the refresh token ever reaching page scripts', async () => {
    const auth = await signIn('manager', PASSWORD);
    expect(auth.profile.username).toBe('manager');
    expect(auth.refreshToken).toBe('');
    expect(document.cookie).not.toContain('claims_refresh');
    expect(JSON.stringify(sessionStorage)).not.toContain(auth.refreshToken || 'never-empty');
  });

  it('answers many 401s at once with one refresh, retrying each request once', async () => {
    await signIn('handler', PASSWORD);
    const session = $session.get()!;
    // The id token dies (as it does every 15 minutes); the refresh cookie is still good.
    $session.set({ ...session, idToken: 'expired.id.token' });
    performance.clearResourceTimings();

    const answers = await Promise.all(Array.from({ length: 6 }, () => apiGet('/profile', MyProfileSchema)));

    expect(answers.map((a) => a.username)).toEqual(Array.from({ length: 6 }, () => 'handler'));
    await expect.poll(() => requestsTo('/api/auth/refreshToken')).toBe(1);
    expect(requestsTo('/api/profile')).toBe(12);
    expect($session.get()?.idToken).not.toBe('expired.id.token');
  });

  it('does not refresh for calls that are part of signing in', async () => {
    await expect(signIn('manager', 'Wrong-password-1')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    });
    expect(requestsTo('/api/auth/refreshToken')).toBe(0);
  });
});
