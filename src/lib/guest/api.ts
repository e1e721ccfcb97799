import type { GuestAssignment, GuestExchangeResponse } from '../../../contract/guest.ts';
import { request, type RequestOptions } from '../api/request.ts';

/**
 * A guest's calls, with the guest's own token: a guest has no staff session. The guest context lives in this
 * tab's session storage, so a reload keeps it after the key has left the address bar.
 */
const STORAGE_KEY = 'claims.guest';
interface StoredGuest {
  type: string;
  token: string;
  expires_at: string;
}

/**
 * Answers are typed by the contract, not parsed with its schemas: the guest page is held to the
 * public pages' 80 KB, and the server's own tests hold the answers to the schemas.
 */
const call = <T>(path: string, options: RequestOptions = {}) => request<T>(path, options);

export async function exchangeGuestKey(
  type: string,
  key: string,
): Promise<{ token: string; assignment: GuestAssignment }> {
  const answer = await call<GuestExchangeResponse>('/guest/exchange', {
    body: { assignment_type: type, assignment_key: key },
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

export const fetchGuestAssignment = (token: string) => call<GuestAssignment>('/guest/assignment', { token });

/** Where a guest sends a document the assignment asks for. */
export const guestDocumentUploadUrl = (docType: string) =>
  `/api/guest/documents?doc_type=${encodeURIComponent(docType)}`;
