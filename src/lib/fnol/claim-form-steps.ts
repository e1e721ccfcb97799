import { FNOL_STEPS, type FnolStep } from '../../../contract/fnol-keys.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceItem, ReferenceListCode } from '../../../contract/reference.ts';
import { POLICY_RULES, problemsBy } from './policy-checks.ts';

export type FnolValues = Record<string, string | string[]>;
export type FnolLists = Partial<Record<ReferenceListCode, ReferenceItem[]>>;
/** The island's translator over the strings its page picked (message keys included). */
export type FnolTranslate = (key: string, values?: Record<string, string | number>) => string;
/** A message per field, each under the field's own name (a part of a list counts as the list). */
export type FnolErrors = Record<string, string>;

/** Every field starts empty, in the order the form shows it, so a step sent blank gets each field's own message. */
export const BLANK: Record<FnolStep, FnolValues> = {
  policy: { policy_type: '', policy_no: '', insured_name: '' },
  event: { event_date: '', event_time: '', event_country: 'RO', event_county: '', event_place: '', description: '' },
  vehicle: { vehicle_category: '', vehicle_brand: '', vehicle_color: '', plate: '', damaged_parts: [] },
  others: {
    other_vehicle: '',
    other_plate: '',
    other_driver: '',
    other_insurer: '',
    injured: '',
    injury_note: '',
    police_report_no: '',
    amicable: '',
    other_policy_no: '',
    witness_count: '0',
    witness1_name: '',
    witness1_phone: '',
    witness2_name: '',
    witness2_phone: '',
    witness3_name: '',
    witness3_phone: '',
  },
  contact: { contact_channel: 'email', contact: '', contact_confirmation: '' },
};
/** The id of the element that reports what names no field, and of the duplicate warning's heading. */
export const PROBLEM_ID = 'fnol-problem';
export const DUPLICATE_ID = 'fnol-duplicate-title';

/** The first field of the step that has a message, in the order the form shows them. */
export const firstAtFault = (step: FnolStep, errors: FnolErrors) =>
  Object.keys(BLANK[step]).find((name) => errors[name]);

/** A path the server names, as `step.field`, when it is one of the form's own fields. */
export function stepField(path: string): { step: FnolStep; field: string } | null {
  const [step, field] = path.split('.');
  const known = FNOL_STEPS.find((s) => s === step);
  return known && field && field in BLANK[known] ? { step: known, field } : null;
}

/**
 * The step's own check, before the next step or the sending: one message per field at fault. The
 * later steps' rules load once the visitor is past the first step.
 */
export async function checkStep(step: FnolStep, values: FnolValues, t: FnolTranslate): Promise<FnolErrors> {
  const problems =
    step === 'policy'
      ? problemsBy(POLICY_RULES, values)
      : (await import('./step-checks.ts')).stepProblems(step, values);
  // The county list is Romania's: asked for only there.
  if (step === 'event' && values.event_country === 'RO' && !values.event_county)
    problems.push({ field: 'event_county', key: 'fnol.choose' });
  // As field-messages.ts's fieldMessages (the first message of a field wins), written here: its chunk carries the schema library.
  const found: FnolErrors = {};
  for (const problem of problems) found[problem.field] ??= t(problem.key);
  return found;
}

/** Countries in the order of their names in the visitor's language (a visitor looks for a name, not a code). */
export function byName(lists: FnolLists, lang: Language): FnolLists {
  const countries = lists.countries;
  if (!countries) return lists;
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return { ...lists, countries: [...countries].sort((a, b) => collator.compare(a.name, b.name)) };
}

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
