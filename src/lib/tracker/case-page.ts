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
  saveTrackerToken,
  startChallenge,
  trackerTokenFor,
  verifyChallenge,
} from './api.ts';

/** Why the code form cannot go on: the island says it in the page's words. */
export type TrackerProblem = 'accessBlocked' | 'noChallenge' | 'maxAttempts' | 'wrongCode';

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
      labels: Record<string, string>;
      next: TrackerNext | null;
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
  /** The code field shows its problem once left or sent. */
  const $touched = atom(false);
  const $busy = atom(false);
  const $showDocuments = atom(false);
  /** The document type whose upload has just arrived, for the page's announcement. */
  const $uploaded = atom<string | null>(null);
  let gone = false;
  const show = (view: TrackerCaseView) => {
    if (!gone) $view.set(view);
  };

  const codeIsComplete = () => $code.get().trim().length === TRACKER_ACCESS_CODE_LENGTH;

  async function sendCode(): Promise<void> {
    $busy.set(true);
    try {
      show(challengeView(await startChallenge(caseNo)));
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
    const { currentEvent: event, config, documents, history, doc_type_labels: labels, next } = await readCase(token);
    const shownNo = event?.displayed_case_no ?? caseNo;
    show({ kind: 'case', caseNo: shownNo, event, config, documents, history, labels, next, token });
  }

  /** A token kept by this tab opens the case at once; without one (or a stale one) a code is sent. */
  function start(): void {
    void getTrackerConfig()
      .then((config) => $config.set(config))
      .catch(() => $config.set(null));
    const token = trackerTokenFor(caseNo);
    if (token) void showCase(token).catch(lookUp);
    else void lookUp();
  }

  async function submitCode(): Promise<void> {
    $touched.set(true);
    const view = $view.get();
    if (view.kind !== 'challenge' || !codeIsComplete() || $busy.get()) return;
    const { challenge } = view;
    if (!challenge.challenge_id || isBlocked(challenge) || isExpired(challenge)) return;
    $busy.set(true);
    try {
      const answer = await verifyChallenge(challenge.challenge_id, caseNo, $code.get().trim());
      if (answer.status === 'verified' && answer.newAuthContext) {
        saveTrackerToken(caseNo, answer.newAuthContext.idToken);
        await showCase(answer.newAuthContext.idToken);
        return;
      }
      const expired = answer.status === 'expired';
      show({
        kind: 'challenge',
        challenge: {
          ...challenge,
          block_until: answer.block_until,
          is_blocked: answer.is_blocked,
          expire_time: expired ? new Date(0).toISOString() : challenge.expire_time,
        },
        problem: answer.status === 'blocked' ? 'maxAttempts' : expired ? null : 'wrongCode',
      });
      $code.set('');
      $touched.set(false);
    } finally {
      $busy.set(false);
    }
  }

  function documentUploaded(docType: string): void {
    $uploaded.set(docType);
    const view = $view.get();
    if (view.kind === 'case') void showCase(view.token);
  }

  return {
    $view,
    $config,
    $code,
    $touched,
    $busy,
    $showDocuments,
    $uploaded,
    /** The number the page was opened for, as the address gives it. */
    caseNo,
    codeIsComplete,
    start,
    sendCode,
    submitCode,
    typeCode: (value: string) => $code.set(value.toUpperCase()),
    touchCode: () => $touched.set(true),
    showDocuments: (shown: boolean) => $showDocuments.set(shown),
    documentUploaded,
    exit: () => {
      gone = true;
    },
  };
}

export type TrackerCasePage = ReturnType<typeof createTrackerCasePage>;
