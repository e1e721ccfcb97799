import { atom } from 'nanostores';
import type { Profile } from '../../../contract/auth.ts';

/**
 * The signed-in session of this tab: the id token and the profile, kept in sessionStorage (an id
 * token belongs to one tab's session). The refresh token is never here: it stays in
 * the HttpOnly cookie the API sets, out of reach of page scripts.
 */
export interface Session {
  idToken: string;
  profile: Profile;
}

export const SESSION_STORAGE_KEY = 'claims.session';
/** The tab's worklist filter (read and changed by worklist-filter.ts, which the login page does not load). */
export const WORKLIST_FILTER_KEY = 'claims.worklistFilter';

export const $session = atom<Session | null>(null);

/** The tab's stored session as setSession wrote it; null when there is none or it is damaged. */
export function storedSession(): Session | null {
  try {
    return JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Session | null;
  } catch {
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
}
