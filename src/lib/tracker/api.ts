import * as v from 'valibot';
import { TrackerChallengeSchema, TrackerConfigSchema, TrackerEventSchema } from '../../../contract/tracker.ts';
import { currentLanguage } from '../auth/paths.ts';

/**
 * The tracker's calls, on plain fetch: the public page needs none of the staff session machinery,
 * and leaving it out keeps the page light on a phone.
 */
async function call<TSchema extends v.GenericSchema>(path: string, schema: TSchema, init: RequestInit = {}): Promise<v.InferOutput<TSchema>> {
  const response = await fetch(`/api${path}`, { ...init, headers: { 'Accept-Language': currentLanguage(), ...(init.headers ?? {}) } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return v.parse(schema, await response.json());
}

const orgQuery = () => {
  const org = new URLSearchParams(location.search).get('org_code');
  return org ? `?org_code=${encodeURIComponent(org)}` : '';
};

export const getTrackerConfig = () => call(`/tracker/getTrackerConfig${orgQuery()}`, TrackerConfigSchema);

export const findCase = (caseNo: string) =>
  call(`/tracker/findTackerCaseData/${encodeURIComponent(caseNo)}`, v.object({ case_no: v.string(), found: v.boolean() }));

export const startChallenge = (caseNo: string) => call(`/tracker/startChallenge/${encodeURIComponent(caseNo)}`, TrackerChallengeSchema);

export const verifyChallenge = (challengeId: string, caseNo: string, code: string) =>
  call('/tracker/verifyChallenge', TrackerChallengeSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ challenge_id: challengeId, case_no: caseNo, code }),
  });

export const readCase = (token: string) =>
  call('/tracker/case', v.object({ currentEvent: v.nullable(TrackerEventSchema), config: v.nullable(TrackerConfigSchema) }), {
    headers: { Authorization: `Bearer ${token}` },
  });

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

export const confirmationUsable = (key: string) => call(`/assignment/confirmContact/${encodeURIComponent(key)}`, v.object({ usable: v.boolean() }));

export const confirmContact = (key: string) =>
  call(`/assignment/confirmContact/${encodeURIComponent(key)}`, v.object({ confirmed: v.literal(true) }), { method: 'POST' });
