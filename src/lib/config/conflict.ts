import * as v from 'valibot';
import { ApiError } from '../api/api-error.ts';
import { conflictMessage as conflictWords, conflictOf } from '../api/conflict.ts';

/** The words a page needs to tell its user who changed an object first, and when. */
export interface ConflictWords {
  'conflict.changedBy': string;
  'conflict.someone': string;
}

/** Whether a refused save was refused because someone else changed the object first (409 with its current state). */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'conflict' && error.current !== undefined;

/** "Ana Admin changed this on 23.11.2026 09:12…", in the page's language, from the refusal's parameters. */
export function conflictMessage(error: ApiError, m: ConflictWords): string {
  const conflict = conflictOf(error, v.unknown());
  return conflict ? conflictWords(conflict, m['conflict.changedBy'], m['conflict.someone']) : error.message;
}

/** A value's leaves as `path: text` pairs, so two versions of a settings object compare field by field. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value))
    return [
      [
        path,
        value
          .map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)))
          .join(', '),
      ],
    ];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value === null || value === undefined ? '' : String(value)]];
}

/**
 * The fields where what is saved now differs from what the user typed, with the saved value; each
 * field named as the form labels it (`label` gives the words for a path, the path itself when none).
 */
export function differences(
  saved: unknown,
  typed: unknown,
  label: (path: string) => string | undefined = () => undefined,
): [string, string][] {
  const mine = new Map(leaves(typed));
  return leaves(saved)
    .filter(([path, text]) => mine.has(path) && mine.get(path) !== text)
    .map(([path, text]) => [label(path) ?? path, text]);
}
