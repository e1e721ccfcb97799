import * as v from 'valibot';
import type { ErrorParams } from './errors.ts';

/** One field at fault as the translation files name it: its dotted path, its message key, the values the message names. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: ErrorParams;
}

/** Prefix of every message key a schema or the server gives; anything else is valibot's own English. */
export const ERROR_KEY_PREFIX = 'error.';

/**
 * valibot's checks that carry no message of our own, by kind: the general message for each, so
 * that a schema needs to name a message only where the general one would not help the reader.
 */
const GENERAL_KEYS: Record<string, string> = {
  min_length: 'error.field.tooShort',
  non_empty: 'error.field.required',
  max_length: 'error.field.tooLong',
  min_value: 'error.field.tooSmall',
  max_value: 'error.field.tooLarge',
  integer: 'error.field.wholeNumber',
  picklist: 'error.field.chooseOne',
  enum: 'error.field.chooseOne',
  email: 'error.field.email',
  regex: 'error.field.format',
};

/**
 * Every general message a form's own checks may show: a page that runs schemas picks these into its
 * strings. A message that counts is picked in its three forms (src/lib/field-messages.ts's formKey reads them).
 */
export const GENERAL_FIELD_KEYS = [
  'error.field.tooShort_one',
  'error.field.tooShort_few',
  'error.field.tooShort_other',
  'error.field.required',
  'error.field.tooLong_one',
  'error.field.tooLong_few',
  'error.field.tooLong_other',
  'error.field.tooSmall',
  'error.field.tooLarge',
  'error.field.wholeNumber',
  'error.field.chooseOne',
  'error.field.email',
  'error.field.format',
  'error.field.invalid',
] as const;

/**
 * The limit a length, size or value check names: `{{limit}}`, and `count` too, by which a message
 * that counts things ("at least 1 character", "20 characters") takes its plural form.
 */
function limitOf(issue: v.BaseIssue<unknown>): ErrorParams | undefined {
  const requirement = (issue as { requirement?: unknown }).requirement;
  return typeof requirement === 'number' ? { limit: requirement, count: requirement } : undefined;
}

/** What each field at fault is, in the order valibot found them, for the server's answer and the page's own checks alike. */
export function problemsOf(issues: readonly v.BaseIssue<unknown>[]): FieldProblem[] {
  return issues.map((issue) => {
    const own = issue.message.startsWith(ERROR_KEY_PREFIX);
    const key = own
      ? issue.message
      : (GENERAL_KEYS[issue.type] ?? (issue.received === 'undefined' ? 'error.field.required' : 'error.field.invalid'));
    // A schema's own message may name the limit too ("A note has at most {{count}} characters."),
    // so the number stays in the schema alone.
    const params = limitOf(issue);
    return { field: v.getDotPath(issue) ?? '', key, ...(params ? { params } : {}) };
  });
}
