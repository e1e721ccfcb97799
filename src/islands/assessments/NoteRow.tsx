import { useStore } from '@nanostores/react';
import { memo, type ReactNode } from 'react';
import { ASSESSMENT_OPERATIONS, type AssessmentOperation, type ComparedField } from '../../../contract/assessment.ts';
import type { Row, RowField } from '../../lib/assessments/note-rows.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { formatAmount, PLACES } from '../../lib/assessments/amounts.ts';
import { messageFor } from '../../lib/pages/saving.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { invalidProps } from '../common/field-aria.ts';
import { FieldError } from '../common/TextField.tsx';
import { useNote } from './note-context.ts';
import { LineExtras } from './LineExtras.tsx';
import { UsualPriceFlag, usualFlagId, useUsualFlag } from './UsualPriceFlag.tsx';

interface Props {
  row: Row;
  index: number;
  /** Which of the lines of this part it is (1 for the first): marks its photos. */
  occurrence: number;
  editable: boolean;
  /** The fields changed against the approved version, when this is a supplementary one. */
  changed?: readonly ComparedField[] | 'added';
  /** Counts renders in the test that holds typing to one row. */
  onRender?: (key: string) => void;
}

const inputClass =
  'w-full rounded border border-gray-400 bg-surface px-2 py-1 text-right tabular-nums aria-invalid:border-red-700';
const NUMBER_FIELDS = [
  ['quantity', 'note.quantity'],
  ['labour_hours', 'note.hours'],
  ['labour_rate', 'note.rate'],
  ['part_price', 'note.price'],
  ['paint_materials', 'note.paint'],
] as const;

/**
 * One part of the note (Audatex/DAT style: operation, quantity, hours, rate, price, paint,
 * remark), with each field's message beside it. It reads its own row's stores only, so typing here
 * renders this row and the totals, never the other rows.
 */
export const NoteRow = memo(function NoteRow({ row, index, occurrence, editable, changed, onRender }: Props) {
  onRender?.(row.key);
  const { page, lang, m } = useNote();
  const t = islandT(m);
  const draft = useStore(row.$draft);
  const check = useStore(row.$check);
  const dirty = useStore(row.$dirty);
  const server = useStore(page.saving.$fields);
  const defaultRate = useStore(page.$defaultRate);
  const flagged = useUsualFlag(row);
  const money = (minor: number) => formatLei(minor, lang);
  const id = (field: string) => `${row.key}-${field}`;
  const example = lang === 'ro' ? '1.234,56' : '1,234.56';
  const problem = (field: RowField) => {
    const own = check.problems[field];
    return own ? t(own as keyof typeof m, { example }) : messageFor(server, `lines.${index}.${field}`);
  };
  const label = (field: string, text: string): ReactNode => (
    <label htmlFor={id(field)} className="mb-0.5 block text-xs font-medium text-gray-700">
      {text}
    </label>
  );
  const set = (field: RowField, value: string) => row.$draft.setKey(field, value);
  const wasChanged = (field: ComparedField) => changed === 'added' || (changed?.includes(field) ?? false);
  const mark = (field: ComparedField) => (wasChanged(field) ? ' bg-amber-50' : '');

  const numberCell = (field: (typeof NUMBER_FIELDS)[number][0], key: (typeof NUMBER_FIELDS)[number][1]) => {
    const message = problem(field);
    // The default rate in the reader's digits: the note's heading names it in full, a placeholder has no room.
    const hint = field === 'labour_rate' ? formatAmount(defaultRate, lang, PLACES.money) : undefined;
    return (
      <div key={field} className={`min-w-0${mark(field)}`}>
        {label(field, t(key))}
        {editable ? (
          <input
            id={id(field)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft[field]}
            placeholder={hint}
            onChange={(e) => set(field, e.target.value)}
            className={inputClass}
            {...(field === 'part_price' && flagged && !message
              ? { 'aria-describedby': usualFlagId(row) }
              : invalidProps(`${id(field)}-error`, message))}
          />
        ) : (
          <p id={id(field)} className="px-2 py-1 text-right tabular-nums">
            {draft[field] || hint}
          </p>
        )}
        <FieldError id={`${id(field)}-error`} message={message ?? null} />
      </div>
    );
  };

  return (
    <li
      className={`py-3${dirty && editable ? ' border-l-4 border-amber-500 pl-2' : ''}`}
      aria-labelledby={id('name')}
      data-testid="note-row"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={id('name')} className="font-semibold">
          <span className="mr-2 text-sm font-normal text-gray-700">{index + 1}.</span>
          {draft.part_name}
          {changed && <span className="sr-only"> ({t('note.changedRow')})</span>}
        </h4>
        <div className="flex items-baseline gap-3">
          <span className="text-sm text-gray-700">{t('note.lineTotal')}</span>
          <span className="font-semibold tabular-nums" data-testid="line-total">
            {money(check.amounts.total)}
          </span>
          {editable && (
            <button
              type="button"
              onClick={() => page.removeRow(row.key)}
              className="text-sm text-red-800 underline"
              aria-label={t('note.removePart', { part: draft.part_name })}
            >
              {t('note.remove')}
            </button>
          )}
        </div>
      </div>
      <FieldError id={id('part-error')} message={messageFor(server, `lines.${index}.item_guid`) ?? null} />
      <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
        <div className={`min-w-0${mark('operation')}`}>
          {label('operation', t('note.operation'))}
          {editable ? (
            <select
              id={id('operation')}
              value={draft.operation}
              onChange={(e) => row.$draft.setKey('operation', e.target.value as AssessmentOperation)}
              className="w-full rounded border border-gray-400 bg-surface px-2 py-1"
            >
              {ASSESSMENT_OPERATIONS.map((op) => (
                <option key={op} value={op}>
                  {t(`note.op.${op}`)}
                </option>
              ))}
            </select>
          ) : (
            <p id={id('operation')} className="px-2 py-1">
              {t(`note.op.${draft.operation}`)}
            </p>
          )}
        </div>
        {NUMBER_FIELDS.map(([field, key]) => numberCell(field, key))}
      </div>
      <UsualPriceFlag row={row} />
      <div className={`mt-2${mark('remark')}`}>
        {label('remark', t('note.remark'))}
        {editable ? (
          <input
            id={id('remark')}
            type="text"
            value={draft.remark}
            onChange={(e) => set('remark', e.target.value)}
            className="w-full rounded border border-gray-400 bg-surface px-2 py-1 aria-invalid:border-red-700"
            {...invalidProps(`${id('remark')}-error`, problem('remark'))}
          />
        ) : (
          <p id={id('remark')} className="px-2 py-1">
            {draft.remark || '—'}
          </p>
        )}
        <FieldError id={`${id('remark')}-error`} message={problem('remark') ?? null} />
      </div>
      <LineExtras row={row} occurrence={occurrence} editable={editable} />
    </li>
  );
});
