import type { FieldProblem } from '../../contract/problems.ts';

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
