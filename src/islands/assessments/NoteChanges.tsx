import type { AssessmentNote, ComparedField } from '../../../contract/assessment.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { useNote } from './note-context.ts';

const FIELD_KEYS = {
  operation: 'note.operation',
  quantity: 'note.quantity',
  labour_hours: 'note.hours',
  labour_rate: 'note.rate',
  part_price: 'note.price',
  paint_materials: 'note.paint',
  remark: 'note.remark',
} as const satisfies Record<ComparedField, string>;

/** Removed lines of the same part are said once (they name no position). */
const unique = (changes: AssessmentNote['changes']) =>
  changes.filter(
    (change, index) =>
      change.kind !== 'removed' ||
      changes.findIndex((other) => other.kind === 'removed' && other.item_guid === change.item_guid) === index,
  );

/** A supplementary version: what it changes against the approved one, line by line. */
export function NoteChanges({ note }: { note: AssessmentNote }) {
  const { m } = useNote();
  const t = islandT(m);
  if (note.changes.length === 0) return null;
  const nameOf = (itemGuid: string, position?: number) =>
    (position === undefined ? undefined : note.lines[position]?.part_name) ??
    note.lines.find((line) => line.item_guid === itemGuid)?.part_name ??
    itemGuid;
  return (
    <section aria-labelledby="note-changes-title" className="rounded border border-amber-300 bg-amber-50 p-3">
      <h3 id="note-changes-title" className="font-semibold">
        {t('note.changes')}
      </h3>
      <ul className="list-disc pl-5 text-sm" data-testid="note-changes">
        {unique(note.changes).map((change) => {
          if (change.kind === 'removed')
            return (
              <li key={`removed-${change.item_guid}`}>
                {t('note.change.removed', { part: nameOf(change.item_guid) })}
              </li>
            );
          const part = nameOf(change.item_guid, change.position);
          if (change.kind === 'added')
            return <li key={`added-${change.position}`}>{t('note.change.added', { part })}</li>;
          const fields = change.fields.map((field) => t(FIELD_KEYS[field]).toLowerCase()).join(', ');
          return <li key={`changed-${change.position}`}>{t('note.change.changed', { part, fields })}</li>;
        })}
      </ul>
    </section>
  );
}
