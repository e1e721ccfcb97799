import { atom, computed } from 'nanostores';
import { FNOL_STEPS, type FnolStep } from '../../../contract/fnol-keys.ts';
import type { FnolDraft, FnolReceipt } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import { CLAIM_LISTS } from '../../../contract/reference-lists.ts';
import { loadReferenceList } from '../reference/lists.ts';
import { loadFnolForm } from './api.ts';
import type { FnolPolicyNote } from './claim-form-register.ts';
import { type BrowserStorage, draftKey, keptDraft, keptReceipt, placeKey, receiptKey } from './claim-form-kept.ts';
import type { FnolRefusal } from './claim-form-send.ts';
import {
  BLANK,
  byName,
  checkStep,
  DUPLICATE_ID,
  PROBLEM_ID,
  type FnolErrors,
  type FnolFocus,
  type FnolLists,
  type FnolTranslate,
  type FnolValues,
} from './claim-form-steps.ts';

/** An earlier claim the server took this one for: its number and where to follow it. */
export type FnolDuplicate = { case_no: string; tracker_url: string } | null;

/**
 * The first notice of loss (/guest/claim_notification/{org_key}): five short steps, each checked
 * with the contract's schema before the next, then a review of every answer (each with a way back
 * to its field) from which the claim is sent. A refusal lists its problems in an error summary and
 * shows each message beside its field. The draft, and the step the visitor was on, stay in this
 * browser between visits and leave it once the claim is sent.
 */
export function createClaimFormPage(
  orgKey: string,
  lang: Language,
  t: FnolTranslate,
  storage?: BrowserStorage,
  session?: BrowserStorage,
) {
  // Looked up when used: the island's first render runs at build time too, with no browser storage.
  const kept = () => storage ?? globalThis.localStorage;
  const tab = () => session ?? globalThis.sessionStorage;
  const $lists = atom<FnolLists>({});
  const $draft = atom<FnolDraft>({});
  const $step = atom<FnolStep>('policy');
  /** The review of every answer is shown instead of a step. */
  const $reviewing = atom(false);
  const $errors = atom<FnolErrors>({});
  /** When the last refusal with fields was shown: the error summary takes focus on each new one. */
  const $summaryAt = atom(0);
  const $sending = atom(false);
  /** What is wrong that names no field of the form, in words to show under it. */
  const $problem = atom<string | null>(null);
  const $duplicate = atom<FnolDuplicate>(null);
  const $receipt = atom<FnolReceipt | null>(null);
  const $unknownForm = atom(false);
  const $orgName = atom('');
  const $policyNote = atom<FnolPolicyNote>(null);
  /** A step opened from the review's "Change": its Next goes back to the review. */
  let returning = false;
  /** A move that Back or Forward made: it is not recorded as a new history entry. */
  let fromHistory = false;
  /** A place shown again by Back or Forward: the island moves focus to its heading. */
  const $historyMoves = atom(0);
  /** The draft of an earlier visit was put back: the page says so and offers to start again. */
  const $restored = atom(false);
  /** The declaration that the answers are true, ticked on the review (never kept with the draft). */
  const $declared = atom(false);
  /** The step's values: what was typed over the blank step. */
  const $values = computed([$draft, $step], (draft, step): FnolValues => ({ ...BLANK[step], ...draft[step] }));
  let gone = false;

  const valuesOf = (step: FnolStep): FnolValues => ({ ...BLANK[step], ...$draft.get()[step] });
  /** The register's check, loaded once the plate is typed (a chunk that failed to load is fetched again). */
  let checker: Promise<() => Promise<void>> | undefined;
  async function checkPolicy(): Promise<void> {
    checker ??= import('./claim-form-register.ts').then((r) =>
      r.registerCheck({ orgKey, t, valuesOf, $policyNote, gone: () => gone }),
    );
    await checker.then((check) => check(), forgetChecker);
  }
  const forgetChecker = () => {
    checker = undefined;
  };
  const place = () => ($reviewing.get() ? 'review' : $step.get());
  const keepPlace = () => kept().setItem(placeKey(orgKey), place());
  /** Each new place is an entry of the browser's history (claim-form-history.ts, loaded on the first move). */
  const record = (from: string) => {
    const to = place();
    if (fromHistory || from === to || typeof history === 'undefined') return;
    void import('./claim-form-history.ts').then(
      (h) => h.recordMove(from, to, showFromHistory),
      () => undefined,
    );
  };
  function showFromHistory(target: string): void {
    if (gone || $receipt.get()) return;
    fromHistory = true;
    if (target === 'review' || (FNOL_STEPS as readonly string[]).includes(target)) show(target as FnolStep | 'review');
    fromHistory = false;
    $historyMoves.set($historyMoves.get() + 1);
  }

  /** Shows a step, or the review of every answer, as a new place of the visit. */
  function show(to: FnolStep | 'review'): FnolFocus {
    const from = place();
    // Once the visitor moves on, the kept draft being back is no longer news.
    $restored.set(false);
    $errors.set({});
    $reviewing.set(to === 'review');
    if (to === 'review') returning = false;
    else {
      $problem.set(null);
      $duplicate.set(null);
      $step.set(to);
    }
    keepPlace();
    record(from);
    return { to: 'heading' };
  }

  /** Shows the step's messages beside the fields and in the summary, which takes the focus. */
  function refuse(step: FnolStep, errors: FnolErrors): FnolFocus {
    if ($reviewing.get() || $step.get() !== step) show(step);
    $errors.set(errors);
    $summaryAt.set($summaryAt.get() + 1);
    return { to: 'summary' };
  }

  /** A refused sending, as claim-form-send.ts reads it: shown beside the fields, as the duplicate warning, or under the form. */
  async function refused(error: unknown): Promise<FnolFocus> {
    const refusal = await import('./claim-form-send.ts').then(
      (sending) => sending.refusalOf(error, lang, orgKey),
      (): FnolRefusal => ({ kind: 'failed' }),
    );
    if (gone) return null;
    if (refusal.kind === 'failed' || refusal.kind === 'problem') {
      $problem.set(refusal.kind === 'failed' ? t('fnol.failed') : refusal.message);
      return { to: 'element', id: PROBLEM_ID };
    }
    if (refusal.kind === 'duplicate') {
      $duplicate.set(refusal.earlier);
      return { to: 'element', id: DUPLICATE_ID };
    }
    const focus = refuse(refusal.step, refusal.errors);
    $problem.set(refusal.problem);
    return focus;
  }

  /** The step's values in the draft, kept in this browser. */
  function put(values: FnolValues): void {
    const next = { ...$draft.get(), [$step.get()]: values };
    $draft.set(next);
    kept().setItem(draftKey(orgKey), JSON.stringify(next));
  }
  /** The step's check; null when its rules could not be fetched (the later steps' load on the way). */
  const stepErrors = (step: FnolStep, values: FnolValues) => checkStep(step, values, t).catch(() => null);
  function unchecked(): FnolFocus {
    $problem.set(t('fnol.failed'));
    return { to: 'element', id: PROBLEM_ID };
  }

  async function send(differentClaim: boolean): Promise<FnolFocus> {
    if ($sending.get()) return null;
    const whole = Object.fromEntries(FNOL_STEPS.map((s) => [s, valuesOf(s)])) as Record<FnolStep, FnolValues>;
    // Each step passed on the way here; the whole is checked once more as the server will, and a step at fault is shown again.
    for (const step of FNOL_STEPS) {
      const errors = await stepErrors(step, whole[step]);
      if (!errors) return unchecked();
      if (Object.keys(errors).length > 0) return refuse(step, errors);
    }
    if (!$declared.get()) {
      $errors.set({ declaration: t('error.fnol.declaration') });
      $summaryAt.set($summaryAt.get() + 1);
      return { to: 'summary' };
    }
    $sending.set(true);
    $problem.set(null);
    $duplicate.set(null);
    try {
      const sending = await import('./claim-form-send.ts');
      const receipt = await sending.sendClaim({ orgKey, whole, differentClaim, kept: kept(), tab: tab() });
      if (!gone) $receipt.set(receipt);
      return { to: 'heading' };
    } catch (error) {
      return gone ? null : await refused(error);
    } finally {
      $sending.set(false);
    }
  }

  /** The confirmation this tab showed, kept over a reload; the draft and the place the visitor left it otherwise. */
  function resume(): void {
    const done = keptReceipt(tab(), orgKey);
    if (done) {
      $draft.set({ contact: done.contact });
      $receipt.set(done.receipt);
      return;
    }
    const { draft, place } = keptDraft(kept(), orgKey);
    $draft.set(draft);
    $restored.set(Object.keys(draft).length > 0);
    if (place === 'review') $reviewing.set(true);
    else if (place) $step.set(place);
  }

  return {
    $lists,
    $draft,
    $step,
    $reviewing,
    $values,
    $errors,
    $summaryAt,
    $sending,
    $problem,
    $duplicate,
    $receipt,
    $unknownForm,
    $orgName,
    $policyNote,
    $historyMoves,
    $restored,
    $declared,
    /** Ticks or unticks the declaration; ticking it clears its message. */
    declare(ticked: boolean): void {
      $declared.set(ticked);
      if (ticked) $errors.set({});
    },
    /** Starts again with an empty form: the kept draft (or the confirmation of the claim sent) leaves this browser. */
    discard(): FnolFocus {
      kept().removeItem(draftKey(orgKey));
      tab().removeItem(receiptKey(orgKey));
      $receipt.set(null);
      $draft.set({});
      $restored.set(false);
      returning = false;
      return show('policy');
    },
    /** Every step's values, for the review. */
    valuesOf,
    enter(): void {
      resume();
      void loadFnolForm(orgKey).then((form) => {
        if (gone) return;
        $unknownForm.set(!form);
        $orgName.set(form?.org_name ?? '');
      });
      void Promise.all(CLAIM_LISTS.map(async (list) => [list, await loadReferenceList(list, lang)] as const))
        .then((loaded) => {
          if (!gone) $lists.set(byName(Object.fromEntries(loaded), lang));
        })
        .catch(() => {
          if (!gone) $problem.set(t('fnol.failed'));
        });
    },
    exit(): void {
      gone = true;
    },
    /** Keeps a typed value in the draft, in this browser. */
    set: (name: string, value: string | string[]) => put({ ...$values.get(), [name]: value }),
    /** Adds a witness or takes witness n out (the step's own code, loaded with it); focus goes where the news is. */
    async witness(change: 'add' | number): Promise<FnolFocus> {
      const { values, focus } = (await import('./claim-form-witnesses.ts')).witnessChange($values.get(), change);
      put(values);
      return focus;
    },
    /** Checks the step, then goes on to the next one, or to the review from the last (or from a change). */
    async next(): Promise<FnolFocus> {
      if ($sending.get()) return null;
      const step = $step.get();
      const errors = await stepErrors(step, $values.get());
      if (gone || $step.get() !== step || $reviewing.get()) return null;
      if (!errors) return unchecked();
      if (Object.keys(errors).length > 0) return refuse(step, errors);
      $errors.set({});
      // Asked once the plate is typed, and after a change made from the review (number, name, plate or day).
      if (step === 'vehicle' || returning) void checkPolicy();
      const following = FNOL_STEPS[FNOL_STEPS.indexOf(step) + 1];
      return following && !returning ? show(following) : show('review');
    },
    back(): FnolFocus {
      if ($reviewing.get()) return show('contact');
      const before = FNOL_STEPS[FNOL_STEPS.indexOf($step.get()) - 1];
      return before ? show(before) : null;
    },
    /** From the review: the step that holds the field, the focus on it; its Next comes back to the review. */
    change(step: FnolStep, field: string): FnolFocus {
      show(step);
      returning = true;
      return { to: 'field', field };
    },
    /** Sends the claim from the review, or after the duplicate warning (the visitor says it is another claim). */
    send: () => send(false),
    sendAnyway: () => send(true),
  };
}

export type ClaimFormPage = ReturnType<typeof createClaimFormPage>;
