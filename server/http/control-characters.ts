import type { FieldProblem } from '../../contract/problems.ts';

/**
 * C0 control characters and DEL, but tab, line feed and carriage return, which text areas hold. No
 * field of the product means one: NUL cannot even be stored in PostgreSQL text (the attack that
 * found it got a 500 from fourteen endpoints), and the others end up in e-mails, calendar files
 * and spreadsheets.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTERS_KEY = 'error.field.controlCharacters';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTER.test(text);

/** Every string in a parsed body or query that holds one, by its dotted path as problemsOf names fields. */
export function controlCharacterProblems(value: unknown, path: string[] = []): FieldProblem[] {
  if (typeof value === 'string') {
    return hasControlCharacters(value) ? [{ field: path.join('.') || 'body', key: CONTROL_CHARACTERS_KEY }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacterProblems(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hasControlCharacters(key) ? [{ field: [...path, key].join('.'), key: CONTROL_CHARACTERS_KEY }] : []),
      ...controlCharacterProblems(item, [...path, key]),
    ]);
  }
  return [];
}
