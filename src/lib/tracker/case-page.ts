import { atom } from 'nanostores';
import type { DocumentInfo } from '../../../contract/documents.ts';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';
import type {
  TrackerChallenge,
  TrackerConfig,
  TrackerEvent,
  TrackerHistoryEntry,
  TrackerNext,
} from '../../../contract/tracker.ts';
import {
  findCase,
  getTrackerConfig,
  readCase,
  renewVisit,
  saveTrackerVisit,
  startChallenge,
  type TrackerVisit,
  trackerVisitFor,
  verifyChallenge,
} from './api.ts';

/** Why the code form cannot go on: the island says it in the page's words. */
export type TrackerProblem = 'accessBlocked' | 'noChallenge' | 'maxAttempts' | 'wrongCode' | 'visitEnded';

export type TrackerCaseView =
  | { kind: 'loading' }
  /** notFound: the number of the address, which the search box shows again, could be no case's. */
  | { kind: 'search'; notFound: boolean }
  | { kind: 'challenge'; challenge: TrackerChallenge; problem: TrackerProblem | null }
  | {
      kind: 'case';
      /** The number as the visitor reads it (spec.md's displayed_case_no), or as they asked for it. */
      caseNo: string;
      event: TrackerEvent | null;
      config: TrackerConfig | null;
      documents: DocumentInfo[];
      history: TrackerHistoryEntry[];
      /** Each document type as staff named it, in the visitor's language. */
      doc_type_labels: Record<string, string>;
      next: TrackerNext | null;
      /** Updates by message: only what is not on yet is offered. */
      updates: 'none' | 'pending' | 'active';
      /** The insurer whose case it is. */
      org_code: string;
      token: string;
    };

/** What the page holds when no challenge could be started. */
const NO_CHALLENGE: TrackerChallenge = {
  challenge_id: null,
  status: 'invalid',
  block_until: null,
  expire_time: null,
  code_validated: false,
  is_blocked: false,
  currentEvent: null,
  newAuthContext: null,
  sent_at: null,
  reused: false,
  resend_at: null,
  attempts_left: null,
  block_reason: null,
};

const challengeView = (challenge: TrackerChallenge): TrackerCaseView => ({
  kind: 'challenge',
  challenge,
  problem: challenge.is_blocked ? 'accessBlocked' : challenge.challenge_id ? null : 'noChallenge',
});

const passed = (time: string | null) => time !== null && Date.parse(time) <= Date.now();
/** A block in force, or a code that expired with no block after it: no code can be tried now. */
export const isBlocked = (c: TrackerChallenge) => c.block_until !== null && !passed(c.block_until);
export const isExpired = (c: TrackerChallenge) => c.expire_time !== null && !c.block_until && passed(c.expire_time);

/**
 * The case page of the tracker, /status/{case_no}: looks the number up, sends a code, verifies
 * it, then holds the case. The island renders these stores and calls these actions; `exit` stops
 * answers still on their way from changing a page that has gone.
 */
export function createTrackerCasePage(caseNo: string) {
  const $view = atom<TrackerCaseView>({ kind: 'loading' });
  const $config = atom<TrackerConfig | null>(null);
  const $code = atom('');
  /**
   * The code field shows its problem once sent, never on leaving it: a message appearing on blur
   * would push the button the visitor is reaching for out from under the pointer.
   */
  const $touched = atom(false);
  /** Counts refused tries, so the error summary takes focus again on each. */
  const $refusals = atom(0);
  /** The verified visit: until when it lasts on this device (its token is renewed while the visitor is active). */
  const $visit = atom<TrackerVisit | null>(null);
  let activeSinceRenewal = false;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const $busy = atom(false);
  const $showDocuments = atom(false);
  /** The document type whose upload has just arrived, for the page's announcement. */
  const $uploaded = atom<string | null>(null);
  let gone = false;
  /** The code was proved on this page just now (not a visit this tab kept): the case view takes focus once. */
  let verifiedNow = false;
  const show = (view: TrackerCaseView) => {
    if (!gone) $view.set(view);
  };

  const codeIsComplete = () => $code.get().trim().length === TRACKER_ACCESS_CODE_LENGTH;

  /** `resend`: the visitor asked for a new code; otherwise a still valid challenge is answered again. */
  async function sendCode(resend = false): Promise<void> {
    $busy.set(true);
    $touched.set(false);
    $code.set('');
    try {
      show(challengeView(await startChallenge(caseNo, resend)));
    } catch {
      show({ kind: 'challenge', challenge: NO_CHALLENGE, problem: 'noChallenge' });
    } finally {
      $busy.set(false);
    }
  }

  async function lookUp(): Promise<void> {
    const found = await findCase(caseNo).catch(() => ({ found: false }));
    if (found.found) await sendCode();
    else show({ kind: 'search', notFound: true });
  }

  /** The case as the page reads it, in the page's language (the verification's answer is not). */
  async function showCase(token: string): Promise<void> {
    const answer = await readCase(token);
    const event = answer.currentEvent;
    // The answer's own fields as they are (documents, labels, history, next, updates), the event renamed.
    show({
      ...answer,
      kind: 'case',
      caseNo: event?.displayed_case_no ?? caseNo,
      event,
      token,
    });
  }

  const visitEnded = () => {
    clearTimeout(renewTimer);
    $visit.set(null);
    show({ kind: 'challenge', challenge: NO_CHALLENGE, problem: 'visitEnded' });
  };

  /**
   * Keeps the visit going: a minute before the token runs out it is renewed if the visitor did
   * anything since the last renewal; otherwise the next thing they do renews it. The visit ends
   * at its hour, or when the server refuses (another device, a visit too old).
   */
  function holdVisit(visit: TrackerVisit): void {
    $visit.set(visit);
    activeSinceRenewal = false;
    clearTimeout(renewTimer);
    const endsIn = Date.parse(visit.visitEndsAt) - Date.now();
    if (endsIn <= 0) {
      visitEnded();
      return;
    }
    const last = Date.parse(visit.expiresAt) >= Date.parse(visit.visitEndsAt);
    const renewIn = Date.parse(visit.expiresAt) - 60_000 - Date.now();
    renewTimer = last ? setTimeout(visitEnded, endsIn) : setTimeout(renewIfActive, Math.max(0, renewIn));
  }

  let renewing = false;
  async function renew(): Promise<void> {
    const visit = $visit.get();
    if (!visit || renewing || gone) return;
    renewing = true;
    try {
      holdVisit(saveTrackerVisit(caseNo, await renewVisit(visit.token)));
      const view = $view.get();
      if (view.kind === 'case') show({ ...view, token: $visit.get()?.token ?? view.token });
    } catch {
      visitEnded();
    } finally {
      renewing = false;
    }
  }
  const renewDue = () => {
    const visit = $visit.get();
    return visit !== null && Date.parse(visit.expiresAt) - 60_000 <= Date.now();
  };
  /** Due for renewal: now if the visitor was active, else on their next action, or the visit ends idle. */
  const renewIfActive = () => {
    const visit = $visit.get();
    if (activeSinceRenewal) void renew();
    else if (visit) renewTimer = setTimeout(visitEnded, Date.parse(visit.visitEndsAt) - Date.now());
  };
  /** The visitor did something on the page: their visit goes on. */
  function active(): void {
    activeSinceRenewal = true;
    if (renewDue()) void renew();
  }

  /**
   * A visit kept by this tab opens the case at once; without one (or a stale one) a code is sent.
   * Says which the page expects to show, so the island can fetch that view while the server answers.
   */
  function start(): 'case' | 'code' {
    void getTrackerConfig()
      .then((config) => $config.set(config))
      .catch(() => $config.set(null));
    const visit = trackerVisitFor(caseNo);
    if (!visit || Date.parse(visit.visitEndsAt) <= Date.now()) {
      void lookUp();
      return 'code';
    }
    holdVisit(visit);
    void (renewDue() ? renew() : Promise.resolve())
      .then(() => showCase($visit.get()?.token ?? visit.token))
      .catch(lookUp);
    return 'case';
  }

  async function submitCode(): Promise<void> {
    const view = $view.get();
    if (view.kind !== 'challenge' || $busy.get()) return;
    const { challenge } = view;
    // Enter on an expired code asks for a new one: the button in the form's first place says so.
    if (isExpired(challenge)) return sendCode(true);
    $touched.set(true);
    if (!codeIsComplete()) return void $refusals.set($refusals.get() + 1);
    if (!challenge.challenge_id || isBlocked(challenge)) return;
    $busy.set(true);
    try {
      const answer = await verifyChallenge(challenge.challenge_id, caseNo, $code.get().trim());
      if (answer.status === 'verified' && answer.newAuthContext) {
        const visit = saveTrackerVisit(caseNo, answer.newAuthContext);
        holdVisit(visit);
        verifiedNow = true;
        await showCase(visit.token);
        return;
      }
      const expired = answer.status === 'expired';
      show({
        kind: 'challenge',
        challenge: {
          ...challenge,
          block_until: answer.block_until,
          is_blocked: answer.is_blocked,
          block_reason: answer.block_reason,
          attempts_left: answer.attempts_left,
          expire_time: expired ? new Date(0).toISOString() : challenge.expire_time,
        },
        problem: answer.status === 'blocked' ? 'maxAttempts' : expired ? null : 'wrongCode',
      });
      $code.set('');
      $touched.set(false);
      $refusals.set($refusals.get() + 1);
    } finally {
      $busy.set(false);
    }
  }

  /** The case read again: after an upload, a booking, a move or a cancellation, its lines follow. */
  function reread(): void {
    const view = $view.get();
    if (view.kind === 'case') void showCase(view.token);
  }

  function documentUploaded(docType: string): void {
    $uploaded.set(docType);
    reread();
  }

  return {
    $view,
    $config,
    $code,
    $touched,
    $refusals,
    $visit,
    $busy,
    $showDocuments,
    $uploaded,
    /** After a booking, move or cancellation: the "who acts next" line follows. */
    bookingChanged: reread,
    /** The number the page was opened for, as the address gives it. */
    caseNo,
    codeIsComplete,
    start,
    sendCode,
    submitCode,
    typeCode: (value: string) => $code.set(value.toUpperCase()),
    takeVerifiedNow: () => {
      const was = verifiedNow;
      verifiedNow = false;
      return was;
    },
    active,
    showDocuments: (shown: boolean) => $showDocuments.set(shown),
    documentUploaded,
    exit: () => {
      gone = true;
      clearTimeout(renewTimer);
    },
  };
}

export type TrackerCasePage = ReturnType<typeof createTrackerCasePage>;
