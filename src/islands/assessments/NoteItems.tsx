import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { createPartHistory } from '../../lib/assessments/part-history.ts';
import { PartHistoryList } from './PartHistoryList.tsx';

export const NOTE_ITEM_KEYS = [
  'noteItems.title',
  'noteItems.history',
  'noteItems.hideHistory',
  'noteHistory.empty',
  'noteItems.operation.replace',
  'noteItems.operation.repair',
  'noteItems.operation.paint',
  'app.loading',
] as const;
type Messages = Record<(typeof NOTE_ITEM_KEYS)[number], string>;

/**
 * The assessment note's parts, each with its history on the vehicle's other claim files (spec.md
 * browseItemHistory), so an assessor sees a part that was paid for before.
 */
export function NoteItems({
  assignmentId,
  items,
  lang,
  messages: m,
}: {
  assignmentId: string;
  items: AssignmentDetail['note_items'];
  lang: Language;
  messages: Messages;
}) {
  const [{ $open, $history, toggle }] = useState(() => createPartHistory(assignmentId));
  const open = useStore($open);
  const history = useStore($history);
  const operation = (code: string) => m[`noteItems.operation.${code}` as keyof Messages] ?? code;
  return (
    <section aria-labelledby="note-items-title" className="rounded bg-surface p-4 shadow">
      <h2 id="note-items-title" className="mb-2 text-lg font-semibold">
        {m['noteItems.title']}
      </h2>
      <ul className="divide-y divide-gray-200">
        {items.map((item) => (
          <li key={item.item_guid} className="py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {item.name} · {operation(item.operation)}
              </span>
              <button
                type="button"
                aria-expanded={open === item.item_guid}
                aria-controls={`history-${item.item_guid}`}
                onClick={() => void toggle(item.item_guid)}
                className="text-sm text-brand-ink underline"
              >
                {open === item.item_guid ? m['noteItems.hideHistory'] : m['noteItems.history']}
              </button>
            </div>
            {open === item.item_guid && (
              <div id={`history-${item.item_guid}`} className="mt-2" aria-live="polite">
                <PartHistoryList rows={history} lang={lang} messages={m} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
