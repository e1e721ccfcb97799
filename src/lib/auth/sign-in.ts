import * as v from 'valibot';
import { AuthResponseSchema, RenewResponseSchema, type AuthResponse, type Profile } from '../../../contract/auth.ts';
import type { Language } from '../../../contract/languages.ts';
import { apiGet, apiPost } from '../api/client.ts';
import { clearSession, setSession } from '../stores/session.ts';
import { localized, loginUrl, safeReturnUrl } from './paths.ts';

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
  return safeReturnUrl(returnUrl) ?? localized('/', language);
}

export async function signIn(username: string, password: string): Promise<AuthResponse> {
  const auth = await apiPost('/auth/appToken', { username, password }, AuthResponseSchema, { noRefresh: true });
  setSession({ idToken: auth.idToken, profile: auth.profile });
  return auth;
}

export async function signInExternal(accessToken: string, orgCode: string): Promise<AuthResponse> {
  const auth = await apiPost('/auth/appToken/external', { access_token: accessToken, orgCode }, AuthResponseSchema, { noRefresh: true });
  setSession({ idToken: auth.idToken, profile: auth.profile });
  return auth;
}

export async function renewPassword(password: string) {
  return apiPost('/auth/renew', { password }, RenewResponseSchema, { noRefresh: true });
}

/** Logout calls the server, clears the tab's session and goes to sign in. */
export async function signOut(): Promise<void> {
  try {
    await apiGet('/auth/logout', v.unknown(), { noRefresh: true });
  } finally {
    clearSession();
    location.assign(loginUrl('/'));
  }
}
