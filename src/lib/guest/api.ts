import { errorMessageOf } from '../../../contract/error-message.ts';
import * as v from 'valibot';
import { GuestAssignmentSchema, GuestExchangeResponseSchema, type GuestAssignment } from '../../../contract/guest.ts';
import { currentLanguage } from '../auth/paths.ts';

/**
 * A guest's calls, on plain fetch: a guest has no staff session. The guest context lives in this
 * tab's session storage, so a reload keeps it after the key has left the address bar.
 */
const STORAGE_KEY = 'claims.guest';
interface StoredGuest {
  type: string;
  token: string;
  expires_at: string;
}

async function call<T extends v.GenericSchema>(
  path: string,
  schema: T,
  init: RequestInit = {},
): Promise<v.InferOutput<T>> {
  const response = await fetch(`/api${path}`, {
    ...init,
    headers: { 'Accept-Language': currentLanguage(), ...(init.headers ?? {}) },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessageOf(body) ?? `${path} answered ${response.status}`);
  return v.parse(schema, body);
}

export async function exchangeGuestKey(
  type: string,
  key: string,
): Promise<{ token: string; assignment: GuestAssignment }> {
  const answer = await call('/guest/exchange', GuestExchangeResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ assignment_type: type, assignment_key: key }),
  });
  sessionStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ type, token: answer.idToken, expires_at: answer.expires_at } satisfies StoredGuest),
  );
  return { token: answer.idToken, assignment: answer.assignment };
}

/** This tab's guest context for an assignment type, while it lasts. */
export function storedGuest(type: string): StoredGuest | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredGuest | null;
    return stored && stored.type === type && stored.expires_at > new Date().toISOString() ? stored : null;
  } catch {
    return null;
  }
}

export const fetchGuestAssignment = (token: string) =>
  call('/guest/assignment', GuestAssignmentSchema, { headers: { Authorization: `Bearer ${token}` } });
