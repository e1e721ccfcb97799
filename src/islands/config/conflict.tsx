/** The translation keys a page needs to tell its user about a change someone else saved first. */
export const CONFLICT_KEYS = ['conflict.changedBy', 'conflict.someone', 'conflict.savedNow'] as const;
export type ConflictMessages = Record<(typeof CONFLICT_KEYS)[number], string>;

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
