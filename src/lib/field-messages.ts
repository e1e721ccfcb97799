import type { Language } from '../../contract/languages.ts';
import type { FieldProblem } from '../../contract/problems.ts';
import { pluralKey } from './plural.ts';

/**
 * A form's own check (contract/problems.ts's problemsOf) as one message per field, in the page's
 * language: the first problem of a field wins. `t` is the island's translator over the keys its
 * page picked.
 */
export function fieldMessages(
  problems: readonly FieldProblem[],
  t: (key: string, values?: Record<string, string | number>) => string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const problem of problems) {
    found[problem.field] ??= t(problem.key, (problem.params ?? {}) as Record<string, string | number>);
  }
  return found;
}

/**
 * The key i18next would read for a message key a check names (`error.field.atMost` with
 * `{ count: 20 }`): the count's form where the page picked the forms, else the key itself.
 */
export function formKey(
  language: Language,
  key: string,
  values: Record<string, unknown> | undefined,
  strings: Record<string, string>,
): string {
  const count = values?.count;
  return typeof count === 'number' && !(key in strings) && `${key}_one` in strings
    ? pluralKey(language, key, count)
    : key;
}
