import { splitLanguage } from '../../../contract/languages.ts';
import { fillPattern, matchPattern } from '../../../contract/route-patterns.ts';
import { startEarly } from '../api/request.ts';
import { ensureSession } from '../auth/ensure-session.ts';

/**
 * The calls a staff page makes first, by the page's route pattern; a `:param` is the same segment
 * of the page's address, as the page's own call writes it (decoded, then encoded for the path).
 */
const FIRST_CALLS: Record<string, string[]> = {
  '/assignments/shortlist': ['/assignments/dashboard', '/start'],
  '/assignments/view/:assignment_id': ['/assignments/:assignment_id'],
  '/workflow/claim-file/:claim_file_no': ['/claim-files/:claim_file_no'],
};

/** The first calls of the page at `pathname`, its parameters filled in; none for another page. */
export function firstCallsOf(pathname: string): string[] {
  const { path } = splitLanguage(pathname);
  for (const [pattern, calls] of Object.entries(FIRST_CALLS)) {
    const params = matchPattern(pattern, path);
    if (!params) continue;
    try {
      const written = Object.entries(params).map(([name, value]) => [
        name,
        encodeURIComponent(decodeURIComponent(value)),
      ]);
      return calls.map((call) => fillPattern(call, Object.fromEntries(written)));
    } catch {
      // A malformed escape in the address: the page's own call says what is wrong with it.
      return [];
    }
  }
  return [];
}

/**
 * Sends the session's renewal and the page's first calls as soon as the page is parsed, beside
 * its islands' scripts rather than after them: the record is on its way while the code that shows
 * it loads. The renewal is the tab's one (the islands wait for the same), so the refresh token is
 * still spent once, in turn with other tabs.
 */
export function startFirstCalls(): void {
  void ensureSession().then((session) => {
    if (session) for (const call of firstCallsOf(location.pathname)) startEarly(call, { token: session.idToken });
  });
}
