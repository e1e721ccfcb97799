import { atom, computed } from 'nanostores';
import { FNOL_STEPS, type FnolStep } from '../../../contract/fnol-keys.ts';
import type { FnolDraft, FnolReceipt } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import { CLAIM_LISTS } from '../../../contract/reference-lists.ts';
import type { ApiError } from '../api/api-error.ts';
import { loadReferenceList } from '../reference/lists.ts';
import { checkFnolPolicy, loadFnolForm, submitFnol } from './api.ts';
import type { FnolRefusal } from './claim-form-send.ts';
import {
  BLANK,
  byName,
  checkStep,
  draftKey,
  placeKey,
  type FnolErrors,
  type FnolLists,
  type FnolTranslate,
  type FnolValues,
} from './claim-form-steps.ts';

export { BLANK, draftKey, placeKey, type FnolLists, type FnolTranslate, type FnolValues };

/**
 * Where the island puts the focus after an action: the new view's heading, a field (a "Change"
 * link of the review), the error summary (which takes it itself), or an element by its id.
 */
export type FnolFocus =
  | { to: 'heading' }
  | { to: 'field'; field: string }
  | { to: 'summary' }
  | { to: 'element'; id: string }
  | null;
/** What the register said of the policy number and plate typed: found, not matched, or why it could not say. */
export type FnolPolicyNote = { found: boolean; text: string } | null;

/** Where the draft is kept between steps and visits (the browser's localStorage; a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** An earlier claim the server took this one for: its number and where to follow it. */
export type FnolDuplicate = { case_no: string; tracker_url: string } | null;

/** The id of the element that reports what names no field, and of the duplicate warning's heading. */
export const PROBLEM_ID = 'fnol-problem';
export const DUPLICATE_ID = 'fnol-duplicate-title';

/**
 * The first notice of loss (/guest/claim_notification/{org_key}): four short steps, each checked
 * with the contract's schema before the next, then a review of every answer (each with a way back
 * to its field) from which the claim is sent. A refusal lists its problems in an error summary and
 * shows each message beside its field. The draft, and the step the visitor was on, stay in this
 * browser between visits and leave it once the claim is sent.
 */
export function createClaimFormPage(orgKey: string, lang: Language, t: FnolTranslate, storage?: DraftStorage) {
  // Looked up when used: the island's first render runs at build time too, with no browser storage.
  const kept = () => storage ?? globalThis.localStorage;
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
  /** The number and plate last checked, so going back and forth asks the server only for a change. */
  let checked = '';
  /** A step opened from the review's "Change": its Next goes back to the review. */
  let returning = false;
  /** The step's values: what was typed over the blank step. */
  const $values = computed([$draft, $step], (draft, step): FnolValues => ({ ...BLANK[step], ...draft[step] }));
  let gone = false;

  const valuesOf = (step: FnolStep): FnolValues => ({ ...BLANK[step], ...$draft.get()[step] });
  const keepPlace = () => kept().setItem(placeKey(orgKey), $reviewing.get() ? 'review' : $step.get());

  function go(step: FnolStep): FnolFocus {
    $errors.set({});
    $problem.set(null);
    $duplicate.set(null);
    $reviewing.set(false);
    $step.set(step);
    keepPlace();
    return { to: 'heading' };
  }

  function review(): FnolFocus {
    $errors.set({});
    $reviewing.set(true);
    returning = false;
    keepPlace();
    return { to: 'heading' };
  }

  /** Shows the step's messages beside the fields and in the summary, which takes the focus. */
  function refuse(step: FnolStep, errors: FnolErrors): FnolFocus {
    if ($reviewing.get() || $step.get() !== step) go(step);
    $errors.set(errors);
    $summaryAt.set($summaryAt.get() + 1);
    return { to: 'summary' };
  }

  /** A refused sending, as claim-form-send.ts reads it: shown beside the fields, as the duplicate warning, or under the form. */
  async function refused(error: unknown): Promise<FnolFocus> {
    const refusal = await import('./claim-form-send.ts').then(
      (sending) => sending.refusalOf(error),
      (): FnolRefusal => ({ kind: 'failed' }),
    );
    if (gone) return null;
    if (refusal.kind === 'failed' || refusal.kind === 'problem') {
      $problem.set(refusal.kind === 'failed' ? t('fnol.failed') : refusal.message);
      return { to: 'element', id: PROBLEM_ID };
    }
    if (refusal.kind === 'duplicate') {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const query = `?org_code=${encodeURIComponent(orgKey)}`;
      const earlier = refusal.case_no;
      $duplicate.set({ case_no: earlier, tracker_url: `${prefix}/status/${encodeURIComponent(earlier)}${query}` });
      return { to: 'element', id: DUPLICATE_ID };
    }
    const focus = refuse(refusal.step, refusal.errors);
    $problem.set(refusal.problem);
    return focus;
  }

  /**
   * Once the plate is typed (the vehicle step), the policy number and plate are checked against the
   * register. The visitor goes on either way: an unmatched policy is checked by a handler later.
   */
  async function checkPolicy(): Promise<void> {
    const policy = {
      policy_no: String(valuesOf('policy').policy_no),
      plate: String(valuesOf('vehicle').plate),
      // The event step, done before the vehicle's, holds it: the register is read for that day.
      event_date: valuesOf('event').event_date as string,
    };
    const asked = JSON.stringify(policy);
    if (asked === checked) return;
    checked = asked;
    $policyNote.set(null);
    try {
      const { recognised, standing } = await checkFnolPolicy(orgKey, policy);
      // Green only for a policy in force on the day; what else the register says, in plain words.
      const said = (recognised && standing) || 'unmatched';
      if (!gone && checked === asked) $policyNote.set({ found: said === 'in_force', text: t(`fnol.policy_${said}`) });
    } catch (error) {
      checked = '';
      // Too many checks from here is worth saying; other failures leave the form as it was.
      // (An API error's code, read without the class: the public form's JavaScript has a budget.)
      const refusal = error as Partial<ApiError>;
      if (!gone && refusal.code === 'too_many_requests')
        $policyNote.set({ found: false, text: String(refusal.message) });
    }
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
    $sending.set(true);
    $problem.set(null);
    $duplicate.set(null);
    try {
      const { parseReceipt, parseSubmission } = await import('./claim-form-send.ts');
      const claim = parseSubmission({ ...whole, ...(differentClaim ? { different_claim: true } : {}) });
      const answer = await submitFnol(orgKey, claim);
      kept().removeItem(draftKey(orgKey));
      kept().removeItem(placeKey(orgKey));
      if (!gone) $receipt.set(parseReceipt(answer));
      return { to: 'heading' };
    } catch (error) {
      return gone ? null : await refused(error);
    } finally {
      $sending.set(false);
    }
  }

  /** The draft and the place the visitor left it, as kept in this browser. */
  function resume(): void {
    try {
      $draft.set(JSON.parse(kept().getItem(draftKey(orgKey)) ?? '{}') as FnolDraft);
    } catch {
      kept().removeItem(draftKey(orgKey));
      return;
    }
    const place = kept().getItem(placeKey(orgKey));
    if (place === 'review') $reviewing.set(true);
    else {
      const step = FNOL_STEPS.find((s) => s === place);
      if (step) $step.set(step);
    }
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
    set(name: string, value: string | string[]): void {
      const step = $step.get();
      const next = { ...$draft.get(), [step]: { ...$values.get(), [name]: value } };
      $draft.set(next);
      kept().setItem(draftKey(orgKey), JSON.stringify(next));
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
      if (step === 'vehicle') void checkPolicy();
      const following = FNOL_STEPS[FNOL_STEPS.indexOf(step) + 1];
      return following && !returning ? go(following) : review();
    },
    back(): FnolFocus {
      if ($reviewing.get()) return go('contact');
      const before = FNOL_STEPS[FNOL_STEPS.indexOf($step.get()) - 1];
      return before ? go(before) : null;
    },
    /** From the review: the step that holds the field, the focus on it; its Next comes back to the review. */
    change(step: FnolStep, field: string): FnolFocus {
      go(step);
      returning = true;
      return { to: 'field', field };
    },
    /** Sends the claim from the review. */
    send: () => send(false),
    /** Sends it after the duplicate warning: the visitor says it is another claim. */
    sendAnyway: () => send(true),
  };
}

export type ClaimFormPage = ReturnType<typeof createClaimFormPage>;
