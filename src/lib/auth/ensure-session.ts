import { $session, idTokenSecondsLeft, loadSession, type Session } from '../stores/session.ts';
import { refreshTokens } from './refresh.ts';

/** Renew the id token this long before it expires, so a request never leaves with a dying one. */
const EARLY_REFRESH_SECONDS = 60;

/**
 * The tab's session, refreshed from the HttpOnly cookie when the tab has none yet (a new tab, a
 * reload after the browser restarted) or its id token is about to expire; null when signed out.
 */
export async function ensureSession(): Promise<Session | null> {
  const session = loadSession();
  if (session && idTokenSecondsLeft(session.idToken) > EARLY_REFRESH_SECONDS) return session;
  return (await refreshTokens()) ? $session.get() : null;
}

/** The route guard: every path needs a session except those containing /guest. */
export function isGuardedPath(pathname: string): boolean {
  return !pathname.includes('/guest');
}
