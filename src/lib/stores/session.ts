import { $session, SESSION_STORAGE_KEY, type Session, storedSession } from './session-store.ts';
// The stores that follow the session react to it where they live; loading them here registers
// their reactions on every page that signs in, renews or reads a session.
import './branding.ts';
import './worklist-filter-storage.ts';

export { $session, type Session, WORKLIST_FILTER_KEY } from './session-store.ts';

/** Reads the stored session; call after mount, never during render (hydration must match). */
export function loadSession(): Session | null {
  if ($session.get()) return $session.get();
  const session = storedSession();
  if (session) $session.set(session);
  return $session.get();
}

/** A new session for this tab (signed in, renewed, switched). Reactions still see the previous one stored. */
export function setSession(session: Session): void {
  $session.set(session);
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.clear();
  $session.set(null);
}

/** Seconds until the id token expires (negative when it has), from its own `exp` claim. */
export function idTokenSecondsLeft(idToken: string, now = Date.now()): number {
  try {
    const payload = JSON.parse(atob((idToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return (payload.exp ?? 0) - now / 1000;
  } catch {
    return -1;
  }
}
