import { ApiError } from './api-error.ts';

/**
 * The server's refusal as one message per field at fault, for a form to show each beside its
 * input (the first problem of a field wins; nested paths such as `contacts.0.email` stay whole).
 * A refusal that names one field without a problem list (a rule the server checks itself, such as
 * an address outside the allowed ranges) counts that field. Empty for anything that names no field.
 */
export function fieldProblems(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof ApiError)) return found;
  for (const problem of error.problems) found[problem.field] ??= problem.message;
  if (error.problems.length === 0 && error.field) found[error.field] = error.message;
  return found;
}
