import { FNOL_MESSAGES as M, MAX_FNOL_WITNESSES } from './fnol-keys.ts';
import type { FieldProblem } from './problems.ts';

/**
 * The rules of the claim form's step about the others involved that depend on its other answers,
 * without the schema library: the schema (fnol.ts) and the browser's own check (step-checks.ts)
 * both follow them.
 */
export const PLATE_PATTERN = /^[A-Z0-9 -]{4,12}$/;
/** The other driver's policy number, as the amicable report writes it. */
export const OTHER_POLICY_PATTERN = /^[A-Z0-9 /-]{3,40}$/;
export const PHONE_PATTERN = /^\+?[0-9 ]{8,16}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const POLICE_REPORT_PATTERN = /^[A-Za-z0-9/ .-]{0,40}$/;

type Answers = { other_vehicle?: unknown; injured?: unknown; amicable?: unknown; witness_count?: unknown };

export const otherVehicleNamed = (x: Answers) => x.other_vehicle === 'yes';
/**
 * An amicable report (constatare amiabilă) settles a collision of two vehicles where no one was
 * hurt; with an injury the police report takes its place, so the form does not ask for it.
 */
export const amicableAsked = (x: Answers) => x.other_vehicle === 'yes' && x.injured === 'no';
/** What the amicable report says is typed on the form rather than sent as its photo. */
export const amicableTyped = (x: Answers) => amicableAsked(x) && x.amicable === 'fields';
/** How many witnesses the visitor added, 0 to MAX_FNOL_WITNESSES. */
export function witnessCount(x: Answers): number {
  const n = Number(x.witness_count);
  return Number.isInteger(n) && n >= 0 && n <= MAX_FNOL_WITNESSES ? n : 0;
}
/** The field names of witness n (from 1). */
export const witnessFields = (n: number) => ({ name: `witness${n}_name`, phone: `witness${n}_phone` }) as const;

/** A plate as the policy register writes it: upper case, without spaces or dashes. */
export const registerPlate = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What the answers of the step about the others involved say against each other, one problem per field. */
export function othersProblems(x: Answers & Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (otherVehicleNamed(x) && !PLATE_PATTERN.test(str(x.other_plate).toUpperCase()))
    problems.push({ field: 'other_plate', key: M.otherPlate });
  if (amicableAsked(x) && !['none', 'photo', 'fields'].includes(str(x.amicable)))
    problems.push({ field: 'amicable', key: M.amicable });
  if (amicableTyped(x)) {
    if (str(x.other_insurer).length < 2) problems.push({ field: 'other_insurer', key: M.otherInsurer });
    if (!OTHER_POLICY_PATTERN.test(str(x.other_policy_no).toUpperCase()))
      problems.push({ field: 'other_policy_no', key: M.otherPolicyNo });
  }
  for (let n = 1; n <= witnessCount(x); n++) {
    const { name, phone } = witnessFields(n);
    // Each witness's own words ("witness 2"): the summary lists them apart.
    if (str(x[name]).length < 2) problems.push({ field: name, key: `error.fnol.witness${n}Name` });
    const number = str(x[phone]);
    if (number && !PHONE_PATTERN.test(number)) problems.push({ field: phone, key: `error.fnol.witness${n}Phone` });
  }
  return problems;
}

/** Whether an answer of this step was asked, given the answers before it (one not asked is not sent). */
export function othersAsked(field: string, x: Answers & Record<string, unknown>): boolean {
  if (field === 'other_plate' || field === 'other_driver' || field === 'other_insurer') return otherVehicleNamed(x);
  if (field === 'injury_note') return x.injured === 'yes';
  if (field === 'amicable') return amicableAsked(x);
  if (field === 'other_policy_no') return amicableTyped(x);
  const witness = /^witness(\d)_/.exec(field);
  return !witness || Number(witness[1]) <= witnessCount(x);
}
