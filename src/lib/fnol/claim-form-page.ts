import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import {
  FNOL_STEP_SCHEMAS,
  FNOL_STEPS,
  FnolReceiptSchema,
  FnolSubmissionSchema,
  type FnolDraft,
  type FnolReceipt,
  type FnolStep,
} from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import { problemsOf, type FieldProblem } from '../../../contract/problems.ts';
import type { ReferenceItem, ReferenceListCode } from '../../../contract/reference.ts';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { fieldMessages } from '../field-messages.ts';
import { loadReferenceList } from '../reference/lists.ts';
import { checkFnolPolicy, fnolFormExists, submitFnol } from './api.ts';

export type FnolValues = Record<string, string | string[]>;
export type FnolLists = Partial<Record<ReferenceListCode, ReferenceItem[]>>;
/** The island's translator over the strings its page picked (message keys included). */
export type FnolTranslate = (key: string, values?: Record<string, string | number>) => string;
/** Where the island puts the focus after an action: the new step's heading, or the first field at fault. */
export type FnolFocus = { to: 'heading' } | { to: 'field'; field: string } | null;
/** What the register said of the policy number and plate typed: found, not matched, or why it could not say. */
export type FnolPolicyNote = { found: boolean; text: string } | null;
/** Where the draft is kept between steps and visits (the browser's localStorage; a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Every field starts empty, in the order the form shows it, so a step sent blank gets each field's own message. */
export const BLANK: Record<FnolStep, FnolValues> = {
  policy: { policy_type: '', policy_no: '', insured_name: '' },
  event: { event_date: '', event_country: 'RO', event_county: '', event_place: '', description: '' },
  vehicle: { vehicle_category: '', vehicle_brand: '', vehicle_color: '', plate: '', damaged_parts: [] },
  contact: { contact_channel: 'email', contact: '', contact_confirmation: '' },
};
export const LISTS: ReferenceListCode[] = [
  'policy_types',
  'countries',
  'counties',
  'vehicle_categories',
  'vehicle_brands',
  'colors',
  'vehicle_parts',
];
export const draftKey = (orgKey: string) => `claims.fnolDraft.${orgKey}`;

/** A message per field, each under the field's own name (a part of a list counts as the list). */
type Errors = Record<string, string>;

/** The first field of the step that has a message, in the order the form shows them. */
const firstAtFault = (step: FnolStep, errors: Errors) => Object.keys(BLANK[step]).find((name) => errors[name]);

/** A path the server names, as `step.field`, when it is one of the form's own fields. */
function stepField(path: string): { step: FnolStep; field: string } | null {
  const [step, field] = path.split('.');
  const known = FNOL_STEPS.find((s) => s === step);
  return known && field && field in BLANK[known] ? { step: known, field } : null;
}

/**
 * The first notice of loss (/guest/claim_notification/{org_key}): four short steps, each checked
 * with the contract's schema before the next, every field at fault with its own message in the
 * page's language. The draft stays in this browser between steps and visits, and leaves it once
 * the claim is sent. A refusal naming fields goes back to the step that holds them.
 */
export function createClaimFormPage(orgKey: string, lang: Language, t: FnolTranslate, storage?: DraftStorage) {
  // Looked up when used: the island's first render runs at build time too, with no browser storage.
  const kept = () => storage ?? globalThis.localStorage;
  const $lists = atom<FnolLists>({});
  const $draft = atom<FnolDraft>({});
  const $step = atom<FnolStep>('policy');
  const $errors = atom<Errors>({});
  const $sending = atom(false);
  /** What is wrong that names no field of the form, in words to show under it. */
  const $problem = atom<string | null>(null);
  const $receipt = atom<FnolReceipt | null>(null);
  const $unknownForm = atom(false);
  const $policyNote = atom<FnolPolicyNote>(null);
  /** The number and plate last checked, so going back and forth asks the server only for a change. */
  let checked = '';
  /** The step's values: what was typed over the blank step. */
  const $values = computed([$draft, $step], (draft, step): FnolValues => ({ ...BLANK[step], ...draft[step] }));
  let gone = false;

  const valuesOf = (step: FnolStep): FnolValues => ({ ...BLANK[step], ...$draft.get()[step] });

  /** The step's own check, before the next step or the sending: one message per field at fault. */
  function check(step: FnolStep, values: FnolValues): Errors {
    const result = v.safeParse(FNOL_STEP_SCHEMAS[step], values);
    const problems: FieldProblem[] = result.success ? [] : problemsOf(result.issues);
    // The county list is Romania's: asked for only there.
    if (step === 'event' && values.event_country === 'RO' && !values.event_county)
      problems.push({ field: 'event_county', key: 'fnol.choose' });
    return fieldMessages(
      problems.map((p) => ({ ...p, field: p.field.split('.')[0] ?? '' })),
      t,
    );
  }

  function go(step: FnolStep): FnolFocus {
    $errors.set({});
    $step.set(step);
    return { to: 'heading' };
  }

  /** Shows the step's messages; the focus goes to the first field at fault, if any. */
  function refuse(step: FnolStep, errors: Errors): FnolFocus {
    if ($step.get() !== step) go(step);
    $errors.set(errors);
    const first = firstAtFault(step, errors);
    return first ? { to: 'field', field: first } : null;
  }

  /** The server's refusal: the fields it names shown beside them, on the step of the first. */
  function refused(error: unknown): FnolFocus {
    const answered = error instanceof ApiError && error.code !== 'bad_response' && error.code !== 'network_error';
    if (!answered) {
      $problem.set(t('fnol.failed'));
      return null;
    }
    const byPath = fieldProblems(error);
    if (Object.keys(byPath).length === 0 && error.field) byPath[error.field] = error.message;
    const named = Object.entries(byPath).flatMap(([path, message]) => {
      const at = stepField(path);
      return at ? [{ ...at, message }] : [];
    });
    const first = named[0];
    if (!first) {
      $problem.set(error.message);
      return null;
    }
    const errors: Errors = {};
    for (const p of named) if (p.step === first.step) errors[p.field] ??= p.message;
    // Whatever names no field of the form is said under it, in the server's words.
    $problem.set(named.length < Object.keys(byPath).length ? error.message : null);
    return refuse(first.step, errors);
  }

  /**
   * Once the plate is typed (the vehicle step), the policy number and plate are checked against the
   * register. The visitor goes on either way: an unmatched policy is checked by a handler later.
   */
  async function checkPolicy(): Promise<void> {
    const policy = { policy_no: String(valuesOf('policy').policy_no), plate: String(valuesOf('vehicle').plate) };
    const asked = `${policy.policy_no}\n${policy.plate}`;
    if (asked === checked) return;
    checked = asked;
    $policyNote.set(null);
    try {
      const found = await checkFnolPolicy(orgKey, policy);
      if (!gone && checked === asked)
        $policyNote.set({ found, text: t(found ? 'fnol.policyFound' : 'fnol.policyNotMatched') });
    } catch (error) {
      checked = '';
      // Too many checks from here is worth saying; other failures leave the form as it was.
      if (!gone && error instanceof ApiError && error.code === 'too_many_requests')
        $policyNote.set({ found: false, text: error.message });
    }
  }

  async function send(): Promise<FnolFocus> {
    const whole = Object.fromEntries(FNOL_STEPS.map((s) => [s, valuesOf(s)])) as Record<FnolStep, FnolValues>;
    // Each step passed on the way here; the whole is checked once more as the server will, and a step at fault is shown again.
    for (const step of FNOL_STEPS) {
      const errors = check(step, whole[step]);
      if (Object.keys(errors).length > 0) return refuse(step, errors);
    }
    $sending.set(true);
    $problem.set(null);
    try {
      const answer = await submitFnol(orgKey, v.parse(FnolSubmissionSchema, whole));
      kept().removeItem(draftKey(orgKey));
      if (!gone) $receipt.set(v.parse(FnolReceiptSchema, answer));
      return null;
    } catch (error) {
      return gone ? null : refused(error);
    } finally {
      $sending.set(false);
    }
  }

  return {
    $lists,
    $draft,
    $step,
    $values,
    $errors,
    $sending,
    $problem,
    $receipt,
    $unknownForm,
    $policyNote,
    enter(): void {
      try {
        $draft.set(JSON.parse(kept().getItem(draftKey(orgKey)) ?? '{}') as FnolDraft);
      } catch {
        kept().removeItem(draftKey(orgKey));
      }
      void fnolFormExists(orgKey).then((exists) => {
        if (!gone) $unknownForm.set(!exists);
      });
      void Promise.all(LISTS.map(async (list) => [list, await loadReferenceList(list, lang)] as const))
        .then((loaded) => {
          if (!gone) $lists.set(Object.fromEntries(loaded));
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
    /** Checks the step, then goes on to the next one, or sends the claim from the last. */
    async next(): Promise<FnolFocus> {
      if ($sending.get()) return null;
      const step = $step.get();
      const errors = check(step, $values.get());
      if (Object.keys(errors).length > 0) return refuse(step, errors);
      $errors.set({});
      if (step === 'vehicle') void checkPolicy();
      const following = FNOL_STEPS[FNOL_STEPS.indexOf(step) + 1];
      return following ? go(following) : send();
    },
    back(): FnolFocus {
      const before = FNOL_STEPS[FNOL_STEPS.indexOf($step.get()) - 1];
      return before ? go(before) : null;
    },
  };
}

export type ClaimFormPage = ReturnType<typeof createClaimFormPage>;
