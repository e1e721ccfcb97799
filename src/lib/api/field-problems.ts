import { ApiError } from './api-error.ts';

/**
 * The server's refusal as one message per field at fault, for a form to show each beside its
 * input (the first problem of a field wins; nested paths such as `contacts.0.email` stay whole).
 * Empty for anything that is not a refusal naming fields.
 */
export function fieldProblems(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof ApiError)) return found;
  for (const problem of error.problems) found[problem.field] ??= problem.message;
  return found;
}
