import { atom } from 'nanostores';
import type { Profile } from '../../../contract/auth.ts';
import { brandingCssVariables, PLATFORM_TITLE } from '../../../contract/branding-values.ts';
import { setBranding } from './branding.ts';

/**
 * The signed-in session of this tab: the id token and the profile, kept in sessionStorage (the
 * id token lives only as long as the tab's session). The refresh token is never here: it stays in
 * the HttpOnly cookie the API sets, out of reach of page scripts.
 */
export interface Session {
  idToken: string;
  profile: Profile;
}

const STORAGE_KEY = 'claims.session';
/** The tab's worklist filter (read and changed by worklist-filter.ts, which the login page does not load). */
export const WORKLIST_FILTER_KEY = 'claims.worklistFilter';

export const $session = atom<Session | null>(null);

/** Reads the stored session; call after mount, never during render (hydration must match). */
export function loadSession(): Session | null {
  if ($session.get()) return $session.get();
  try {
    const session = storedSession();
    if (session) {
      setBranding(session.profile.branding);
      $session.set(session);
    }
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
  }
  return $session.get();
}

/** The tab's stored session as written by setSession; null when there is none or it is damaged. */
function storedSession(): Session | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Session | null;
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
    return null;
  }
}

export function setSession(session: Session): void {
  const previousUserId = storedSession()?.profile?.user_id;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  takeSavedWorklistFilter(previousUserId, session.profile);
  rememberBranding(session.profile);
  $session.set(session);
}

/**
 * The worklist filter is saved in the session at sign-in. A renewal of the same person's
 * tokens keeps the filter the tab already has: the profile's copy may be older (a save still on
 * its way, or another tab's choice), and overwriting it would undo what the person just chose.
 * Another person in this tab (sign-in, acting for a colleague) starts from their own filter.
 */
function takeSavedWorklistFilter(previousUserId: string | undefined, profile: Profile): void {
  if (previousUserId === profile.user_id && sessionStorage.getItem(WORKLIST_FILTER_KEY)) return;
  const filter = profile.user_metadata.worklist_filter;
  if (filter) sessionStorage.setItem(WORKLIST_FILTER_KEY, JSON.stringify(filter));
  else sessionStorage.removeItem(WORKLIST_FILTER_KEY);
}

/**
 * The organisation's branding, kept in the form the pages' first inline script applies before
 * anything is painted (BaseLayout), so a reload never flashes the default colours.
 */
function rememberBranding(profile: Profile): void {
  sessionStorage.setItem('claims.brandingVars', JSON.stringify(brandingCssVariables(profile.branding)));
  sessionStorage.setItem('claims.brandTitle', profile.branding.short_name || PLATFORM_TITLE);
  sessionStorage.setItem('claims.brandTheme', profile.branding.theme);
  setBranding(profile.branding);
}

export function clearSession(): void {
  sessionStorage.clear();
  $session.set(null);
}

/** Seconds until the id token expires (negative when it has), from its own `exp` claim. */
export function idTokenSecondsLeft(idToken: string, now = Date.now()): number {
  try {
    const payload = JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return (payload.exp ?? 0) - now / 1000;
  } catch {
    return -1;
  }
}
