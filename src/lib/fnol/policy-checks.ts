import { FNOL_MESSAGES as M } from '../../../contract/fnol-keys.ts';
import type { FieldProblem } from '../../../contract/problems.ts';

/**
 * The contract's step schemas (contract/fnol.ts) written out by hand, same rules, same keys: the
 * claim form's first load then carries no schema library (the public page's weight budget). Here
 * the first step's and the pieces every step uses; the later steps' in step-checks.ts, loaded once
 * the visitor is past the first. The unit test holds them to the schemas; the whole is still
 * parsed with the schemas when sent.
 */
export type Values = Record<string, string | string[]>;
export type Rule = (values: Values) => string | null;

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
export const code = (key: string) => (value: unknown) => {
  const s = str(value);
  return typeof value === 'string' && s.length >= 1 && s.length <= 64 ? null : key;
};
export const text = (min: number, max: number, required: string, tooLong: string) => (value: unknown) => {
  const s = str(value).trim();
  if (typeof value !== 'string' || s.length < min) return required;
  return s.length > max ? tooLong : null;
};
export const matches = (pattern: RegExp, key: string, upper: boolean) => (value: unknown) => {
  const s = upper ? str(value).trim().toUpperCase() : str(value);
  return typeof value === 'string' && pattern.test(s) ? null : key;
};
export const POLICY_RULES: Record<string, Rule> = {
  policy_type: (x) => code(M.policyType)(x.policy_type),
  policy_no: (x) => matches(/^[A-Z0-9-]{5,30}$/, M.policyNo, true)(x.policy_no),
  insured_name: (x) => text(3, 120, M.insuredName, M.insuredNameLong)(x.insured_name),
};

/** The fields at fault under the rules given, one problem each, as the schema would give them first. */
export function problemsBy(rules: Record<string, Rule>, values: Values): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const key = rule(values);
    if (key) problems.push({ field, key });
  }
  return problems;
}
