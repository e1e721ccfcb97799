import * as v from 'valibot';
import { ApiError } from '../../lib/api/api-error.ts';
import { conflictMessage as conflictWords, conflictOf } from '../../lib/api/conflict.ts';

/** The translation keys a page needs to tell its user about a change someone else saved first. */
export const CONFLICT_KEYS = ['conflict.changedBy', 'conflict.someone', 'conflict.savedNow'] as const;
export type ConflictMessages = Record<(typeof CONFLICT_KEYS)[number], string>;

/** Whether a refused save was refused because someone else changed the object first (409 with its current state). */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'conflict' && error.current !== undefined;

/** "Ana Admin changed this on 23.11.2026 09:12…", in the page's language, from the refusal's parameters. */
export function conflictMessage(error: ApiError, m: ConflictMessages): string {
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

/** The fields where what is saved now differs from what the user typed, with the saved value. */
export function differences(saved: unknown, typed: unknown): [string, string][] {
  const mine = new Map(leaves(typed));
  return leaves(saved).filter(([path, text]) => mine.has(path) && mine.get(path) !== text);
}

/**
 * Beside a form whose save was refused: what is saved now wherever it differs from what the user
 * typed (which the form keeps), so they can compare and save again on the fresh version.
 */
export function SavedNow({ rows, m }: { rows: [string, string][]; m: ConflictMessages }) {
  if (rows.length === 0) return null;
  return (
    <div className="rounded border border-amber-600 bg-amber-50 p-2 text-sm text-gray-900" data-testid="saved-now">
      <p className="font-semibold">{m['conflict.savedNow']}</p>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3">
        {rows.map(([path, text]) => (
          <div key={path} className="contents">
            <dt className="font-mono">{path}</dt>
            <dd className="break-all">{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
