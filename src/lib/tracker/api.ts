import type { DocumentInfo } from '../../../contract/documents.ts';
import type { TrackerChallenge, TrackerConfig, TrackerEvent } from '../../../contract/tracker.ts';
import { currentLanguage } from '../auth/paths.ts';

/**
 * The tracker's calls, on plain fetch: the public page needs none of the staff session machinery.
 * Unlike the staff pages, answers are typed by the contract but not re-checked with its valibot
 * schemas here: valibot would be a thirtieth of the page's JavaScript on the policyholder's
 * phone (issue 5's 80 KB budget), and the server's tests hold every answer to those schemas.
 */
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    ...init,
    headers: { 'Accept-Language': currentLanguage(), ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${path} answered something unexpected`);
  return body as T;
}

const orgQuery = () => {
  const org = new URLSearchParams(location.search).get('org_code');
  return org ? `?org_code=${encodeURIComponent(org)}` : '';
};

export const getTrackerConfig = () => call<TrackerConfig>(`/tracker/getTrackerConfig${orgQuery()}`);

export const findCase = (caseNo: string) =>
  call<{ case_no: string; found: boolean }>(`/tracker/findTackerCaseData/${encodeURIComponent(caseNo)}`);

export const startChallenge = (caseNo: string) =>
  call<TrackerChallenge>(`/tracker/startChallenge/${encodeURIComponent(caseNo)}`);

export const verifyChallenge = (challengeId: string, caseNo: string, code: string) =>
  call<TrackerChallenge>('/tracker/verifyChallenge', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ challenge_id: challengeId, case_no: caseNo, code }),
  });

export const readCase = (token: string) =>
  call<{ currentEvent: TrackerEvent | null; config: TrackerConfig | null; documents: DocumentInfo[] }>(
    '/tracker/case',
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );

/** The verified visitor's token, for this tab only, replacing any staff context (spec.md section 4). */
const TOKEN_KEY = 'claims.trackerToken';
export function saveTrackerToken(caseNo: string, token: string): void {
  sessionStorage.removeItem('claims.session');
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ caseNo, token }));
}
export function trackerTokenFor(caseNo: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as { caseNo: string; token: string } | null;
    return stored?.caseNo === caseNo ? stored.token : null;
  } catch {
    return null;
  }
}

export const confirmationUsable = (key: string) =>
  call<{ usable: boolean }>(`/assignment/confirmContact/${encodeURIComponent(key)}`);

export const confirmContact = (key: string) =>
  call<{ confirmed: true }>(`/assignment/confirmContact/${encodeURIComponent(key)}`, { method: 'POST' });
