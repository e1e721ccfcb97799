/**
 * The notifications the person has seen and closed, kept for the tab's session: a closed dialog
 * stays closed on the next page, until something arrives that it did not show. Signing out
 * empties the session's storage, and this with it.
 */
const STORAGE_KEY = 'claims.notificationsSeen';

export function seenIds(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** What the dialog showed when it was closed; earlier ones are cleared or among these. */
export function rememberSeen(ids: readonly string[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (a private window's quota): the dialog may open again on the next page.
  }
}
