import { useStore } from '@nanostores/react';
import type { AssessmentNote, ComparedField } from '../../../contract/assessment.ts';
import { occurrences } from '../../lib/assessments/line-photos.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { useNote } from './note-context.ts';
import { NoteRow } from './NoteRow.tsx';

/**
 * The note's parts, in order. It renders when a part is added or removed, or the note is loaded
 * again; typing in a row renders that row alone (NoteRow is memoised on props that typing leaves as
 * they were).
 */
export function NoteRows({
  note,
  editable,
  onRender,
}: {
  note: AssessmentNote;
  editable: boolean;
  onRender?: (key: string) => void;
}) {
  const { page, m } = useNote();
  const t = islandT(m);
  const rows = useStore(page.rows.$rows);
  const nth = occurrences(rows.map((row) => row.$draft.get().item_guid));
  const changed = new Map<number, readonly ComparedField[] | 'added'>();
  for (const change of note.changes) {
    if (change.kind === 'added') changed.set(change.position, 'added');
    if (change.kind === 'changed') changed.set(change.position, change.fields);
  }
  if (rows.length === 0) return <p className="py-2 text-gray-700">{t('note.empty')}</p>;
  return (
    <ol className="divide-y divide-gray-200" aria-label={t('note.parts')}>
      {rows.map((row, index) => (
        <NoteRow
          key={row.key}
          row={row}
          index={index}
          occurrence={nth[index] ?? 1}
          editable={editable}
          changed={row.saved ? changed.get(index) : undefined}
          onRender={onRender}
        />
      ))}
    </ol>
  );
}
