import * as v from 'valibot';
import { TokensSchema, type Tokens } from '../../../contract/auth.ts';
import { request } from '../api/request.ts';
import { clearSession, setSession } from '../stores/session.ts';
import { earlierRefreshLanded, refreshAnswered, refreshLeaving } from './refresh-turn.ts';

/**
 * Exchanges the refresh cookie for new tokens. However many requests ask at once, one refresh
 * runs in this tab; across tabs a Web Lock makes them take turns, so two tabs never spend the same
 * refresh token (which the server would take for theft and end the session).
 */
let inFlight: Promise<Tokens | null> | null = null;
/** Once a refresh failed the session is over for this page: later 401s must not try again. */
let sessionEnded = false;

async function exchange(body: Record<string, string | null>): Promise<Tokens | null> {
  await earlierRefreshLanded();
  refreshLeaving();
  try {
    // The server rotates the token as soon as it answers. Should the person navigate away
    // meanwhile, keepalive lets the browser finish the request and store the new cookie, and
    // the next page waits for it to land (earlierRefreshLanded) rather than present the spent
    // token and lose the session to the replay defence.
    const answer = await request<unknown>('/auth/refreshToken', { method: 'POST', body, keepalive: true });
    const tokens = v.parse(TokensSchema, answer);
    setSession({ idToken: tokens.idToken, profile: tokens.profile });
    sessionEnded = false;
    return tokens;
  } catch {
    sessionEnded = true;
    clearSession();
    return null;
  } finally {
    refreshAnswered();
  }
}

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  let result!: T;
  await navigator.locks.request('claims-refresh', async () => {
    result = await work();
  });
  return result;
}

/** New tokens and profile for this tab, or null when the session has ended (and is cleared). */
export function refreshTokens(): Promise<Tokens | null> {
  if (sessionEnded) return Promise.resolve(null);
  inFlight ??= withLock(() => exchange({})).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** spec.md impersonation: switch to a replaced user (or back to oneself) in this session. */
export function switchUser(impersonatedByUserId: string, newUserId: string): Promise<Tokens | null> {
  return withLock(() => exchange({ impersonated_by_user_id: impersonatedByUserId, new_user_id: newUserId }));
}
