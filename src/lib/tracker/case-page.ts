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
import { findCase, getTrackerConfig, readCase, startChallenge, trackerVisitFor, verifyChallenge } from './api.ts';
import { createVisitKeeper } from './visit-keeper.ts';

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
  /** The code on the form came from the visitor's "Send a new code": the page announces it as such. */
  const $resent = atom(false);
  /** Counts refused tries, so the error summary takes focus again on each. */
  const $refusals = atom(0);
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
      const challenge = await startChallenge(caseNo, resend);
      $resent.set(resend);
      show(challengeView(challenge));
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

  const visit = createVisitKeeper(caseNo, {
    ended: (continuing) =>
      show(
        continuing
          ? { kind: 'challenge', challenge: continuing, problem: null }
          : { kind: 'challenge', challenge: NO_CHALLENGE, problem: 'visitEnded' },
      ),
    renewed: (token) => {
      const view = $view.get();
      if (view.kind === 'case') show({ ...view, token });
    },
  });

  /**
   * A visit kept by this tab opens the case at once; without one (or a stale one) a code is sent.
   * Says which the page expects to show, so the island can fetch that view while the server answers.
   */
  function start(): 'case' | 'code' {
    void getTrackerConfig()
      .then((config) => $config.set(config))
      .catch(() => $config.set(null));
    const kept = trackerVisitFor(caseNo);
    if (!kept || Date.parse(kept.visitEndsAt) <= Date.now()) {
      void lookUp();
      return 'code';
    }
    visit.hold(kept);
    void (visit.renewDue() ? visit.renew() : Promise.resolve())
      .then(() => showCase(visit.$visit.get()?.token ?? kept.token))
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
        const proved = visit.hold(answer.newAuthContext);
        verifiedNow = true;
        await showCase(proved.token);
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
    $resent,
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
    /** The verified visit: how long it lasts, its warning, and going on with a new code. */
    visit,
    takeVerifiedNow: () => {
      const was = verifiedNow;
      verifiedNow = false;
      return was;
    },
    showDocuments: (shown: boolean) => $showDocuments.set(shown),
    documentUploaded,
    exit: () => {
      gone = true;
      visit.stop();
    },
  };
}

export type TrackerCasePage = ReturnType<typeof createTrackerCasePage>;
