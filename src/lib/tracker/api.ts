import type {
  TrackerAuthContext,
  TrackerCaseAnswer,
  TrackerChallenge,
  TrackerConfig,
} from '../../../contract/tracker.ts';
import { request } from '../api/request.ts';

/*
 * The tracker's calls, on the plain request: the public page needs none of the staff session
 * machinery. Answers are typed by the contract but not re-checked with its valibot schemas here:
 * valibot would not fit the page's 80 KB budget, and the server's tests hold every answer to
 * those schemas. A refusal is the page's to explain: nothing is broadcast.
 */
const orgQuery = () => {
  const org = new URLSearchParams(location.search).get('org_code');
  return org ? `?org_code=${encodeURIComponent(org)}` : '';
};

export const getTrackerConfig = () => request<TrackerConfig>(`/tracker/getTrackerConfig${orgQuery()}`);

export const findCase = (caseNo: string) =>
  request<{ case_no: string; found: boolean }>(`/tracker/findTackerCaseData/${encodeURIComponent(caseNo)}`);

/**
 * `resend`: the visitor asked for a new code; without it a still valid challenge is answered again.
 * The key of our message's link (`k`) goes along: with it, a busy shared network does not hold the
 * visitor back.
 */
export const startChallenge = (caseNo: string, resend = false) => {
  const query = new URLSearchParams(resend ? { resend: '1' } : {});
  const key = new URLSearchParams(location.search).get('k');
  if (key) query.set('k', key);
  const asked = query.size ? `?${query}` : '';
  return request<TrackerChallenge>(`/tracker/startChallenge/${encodeURIComponent(caseNo)}${asked}`);
};

/** A new short token for the visit, from the device that proved the code (its cookie goes along). */
export const renewVisit = (token: string) =>
  request<TrackerAuthContext>('/tracker/renewVisit', { method: 'POST', token });

export const verifyChallenge = (challengeId: string, caseNo: string, code: string) =>
  request<TrackerChallenge>('/tracker/verifyChallenge', { body: { challenge_id: challengeId, case_no: caseNo, code } });

export const readCase = (token: string) => request<TrackerCaseAnswer>('/tracker/case', { token });

/** The verified visitor's token, for this tab only, replacing any staff context (spec.md section 4). */
const TOKEN_KEY = 'claims.trackerToken';
export interface TrackerVisit {
  token: string;
  expiresAt: string;
  visitEndsAt: string;
}
export function saveTrackerVisit(caseNo: string, auth: TrackerAuthContext): TrackerVisit {
  const visit = { token: auth.idToken, expiresAt: auth.expires_at, visitEndsAt: auth.visit_ends_at };
  sessionStorage.removeItem('claims.session');
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ caseNo, ...visit }));
  return visit;
}
export function trackerVisitFor(caseNo: string): TrackerVisit | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as
      | ({ caseNo: string } & TrackerVisit)
      | null;
    return stored?.caseNo === caseNo && stored.visitEndsAt ? stored : null;
  } catch {
    return null;
  }
}

/** Where a verified visitor sends a document a request of the case asks for. */
export const trackerDocumentUploadUrl = (requestKey: string, docType: string) =>
  `/api/tracker/documents/${encodeURIComponent(requestKey)}?doc_type=${encodeURIComponent(docType)}`;
