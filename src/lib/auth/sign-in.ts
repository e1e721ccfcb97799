import type { AuthResponse, Profile, RenewResponse } from '../../../contract/auth.ts';
import type { Language } from '../../../contract/languages.ts';
import { broadcasting } from '../api/broadcast.ts';
import { request } from '../api/request.ts';
import { $session, clearSession, setSession } from '../stores/session.ts';
import { localized, loginUrl, safeReturnUrl } from './paths.ts';

/*
 * Signing in, renewing and signing out, on the plain request: the login page is held to 80 KB of
 * JavaScript, and these calls never need the staff client's refresh-and-retry or its schemas.
 */

export const needsRenewal = (profile: Profile) => profile.is_expired || profile.is_default_pass;

/**
 * Where a successful sign-in goes (spec.md section 4): the one-time password page when a code is
 * required, the renew page for an expired or default password, else the return address or the
 * root; always in the language of the person's profile.
 */
export function destinationAfterSignIn(auth: AuthResponse, returnUrl: string | null): string {
  const language: Language = auth.profile.language ?? 'en';
  if (auth.one_time_password_required) return localized('/one-time-password', language);
  if (needsRenewal(auth.profile)) return localized('/renew-password', language);
  const back = safeReturnUrl(returnUrl);
  if (!back) return localized('/', language);
  // The return address keeps its page but takes the profile's language: signing in from the
  // Romanian login with an English profile lands on the English page (spec.md section 4).
  const url = new URL(back);
  return `${url.origin}${localized(url.pathname, language)}${url.search}${url.hash}`;
}

export async function signIn(username: string, password: string): Promise<AuthResponse> {
  const auth = await broadcasting(request<AuthResponse>('/auth/appToken', { body: { username, password } }));
  setSession({ idToken: auth.idToken, profile: auth.profile });
  return auth;
}

export async function signInExternal(accessToken: string, orgCode: string): Promise<AuthResponse> {
  const auth = await broadcasting(
    request<AuthResponse>('/auth/appToken/external', { body: { access_token: accessToken, orgCode } }),
  );
  setSession({ idToken: auth.idToken, profile: auth.profile });
  return auth;
}

export async function renewPassword(password: string): Promise<RenewResponse> {
  return broadcasting(request<RenewResponse>('/auth/renew', { body: { password }, token: $session.get()?.idToken }));
}

/**
 * Ends the session on the server and clears the tab's. A server that cannot be reached still
 * leaves the tab signed out: its refresh cookie is cleared at the next sign-in.
 */
export async function endSession(): Promise<void> {
  try {
    await broadcasting(request('/auth/logout', { token: $session.get()?.idToken }));
  } catch (error) {
    console.warn('The server could not be told of the sign-out:', error);
  } finally {
    clearSession();
  }
}

/** Logout calls the server, clears the tab's session and goes to sign in. */
export async function signOut(): Promise<void> {
  await endSession();
  location.assign(loginUrl('/'));
}
