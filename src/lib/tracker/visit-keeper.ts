import { atom } from 'nanostores';
import type { TrackerAuthContext, TrackerChallenge } from '../../../contract/tracker.ts';
import { renewVisit, saveTrackerVisit, type TrackerVisit } from './api.ts';

/** How long before its end the page warns that a visit is ending (WCAG asks for a warning and a way to go on). */
const WARN_MS = 60_000;

/**
 * Keeps a verified visit going: a minute before the token runs out it is renewed if the visitor did
 * anything since the last renewal; otherwise the next thing they do renews it. The visit ends at its
 * hour, or when the server refuses (another device, a visit too old). A minute before its hour the
 * page warns and offers to go on with a new code, proved without leaving the case.
 */
export function createVisitKeeper(
  caseNo: string,
  on: {
    /** The visit ended; `continuing` is the code sent to go on with, if one was asked for in time. */
    ended: (continuing: TrackerChallenge | null) => void;
    /** A new token for the same case: the page's calls take it from now on. */
    renewed: (token: string) => void;
  },
) {
  /** The verified visit: until when it lasts on this device. */
  const $visit = atom<TrackerVisit | null>(null);
  /** A minute before the visit ends: the page warns and offers to continue with a new code. */
  const $ending = atom(false);
  /** Until when a continued visit now lasts, for the page to announce once. */
  const $continuedUntil = atom<string | null>(null);
  let continuing: TrackerChallenge | null = null;
  let activeSinceRenewal = false;
  let renewing = false;
  let stopped = false;
  /** When the token was last renewed here: at most once a minute, so a phone whose clock runs ahead of
   * the server's (to it, every new token looks due) does not renew on every key and scroll. */
  let renewedAt = Number.NEGATIVE_INFINITY;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let warnTimer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    clearTimeout(renewTimer);
    clearTimeout(warnTimer);
  };
  const end = () => {
    clear();
    $ending.set(false);
    $visit.set(null);
    on.ended(continuing);
  };

  function hold(visit: TrackerVisit): void {
    $visit.set(visit);
    activeSinceRenewal = false;
    clear();
    const endsIn = Date.parse(visit.visitEndsAt) - Date.now();
    if (endsIn <= 0) {
      end();
      return;
    }
    warnTimer = setTimeout(() => $ending.set(true), Math.max(0, endsIn - WARN_MS));
    const last = Date.parse(visit.expiresAt) >= Date.parse(visit.visitEndsAt);
    const renewIn = Date.parse(visit.expiresAt) - 60_000 - Date.now();
    renewTimer = last ? setTimeout(end, endsIn) : setTimeout(renewIfActive, Math.max(0, renewIn));
  }

  async function renew(): Promise<void> {
    const visit = $visit.get();
    if (!visit || renewing || stopped) return;
    renewing = true;
    try {
      const renewed = saveTrackerVisit(caseNo, await renewVisit(visit.token));
      renewedAt = Date.now();
      hold(renewed);
      on.renewed(renewed.token);
    } catch {
      end();
    } finally {
      renewing = false;
    }
  }
  const renewDue = () => {
    const visit = $visit.get();
    return visit !== null && Date.parse(visit.expiresAt) - 60_000 <= Date.now() && Date.now() - renewedAt > 60_000;
  };
  /** Due for renewal: now if the visitor was active, else on their next action, or the visit ends idle. */
  const renewIfActive = () => {
    const visit = $visit.get();
    if (activeSinceRenewal) void renew();
    else if (visit) renewTimer = setTimeout(end, Date.parse(visit.visitEndsAt) - Date.now());
  };

  return {
    $visit,
    $ending,
    $continuedUntil,
    /** A visit proved by a code or kept by this tab. */
    hold: (auth: TrackerAuthContext | TrackerVisit) => {
      const visit = 'idToken' in auth ? saveTrackerVisit(caseNo, auth) : auth;
      hold(visit);
      return visit;
    },
    renew,
    renewDue,
    /** The visitor did something on the page: their visit goes on. */
    active: () => {
      activeSinceRenewal = true;
      if (renewDue()) void renew();
    },
    /** A code was sent to continue the visit: if the visit ends first, the code form takes it. */
    continuingWith: (challenge: TrackerChallenge) => {
      continuing = challenge;
    },
    /** A code proved in the warning: a new visit on the case the visitor is reading. */
    continued: (auth: TrackerAuthContext) => {
      continuing = null;
      const visit = saveTrackerVisit(caseNo, auth);
      $ending.set(false);
      hold(visit);
      $continuedUntil.set(visit.visitEndsAt);
      on.renewed(visit.token);
    },
    stop: () => {
      stopped = true;
      clear();
    },
  };
}

export type VisitKeeper = ReturnType<typeof createVisitKeeper>;
