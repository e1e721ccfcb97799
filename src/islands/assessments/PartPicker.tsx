import { useStore } from '@nanostores/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { createPartPicker } from '../../lib/assessments/part-picker.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { useNote } from './note-context.ts';
import { pluralKey } from '../../lib/plural.ts';

/**
 * Adds a part from the vehicle-parts list: search as you type (the ARIA combobox pattern, the
 * store is lib/pages/typeahead.ts), arrows to move, Enter to add; focus stays in the box for the
 * next part.
 */
export function PartPicker() {
  const { page, lang, m } = useNote();
  const t = islandT(m);
  const [picker] = useState(() =>
    createPartPicker(lang, (part) => page.addPart(part.code, part.name), undefined, page.hasPart),
  );
  useEffect(() => () => picker.exit(), [picker]);
  const text = useStore(picker.$text);
  const results = useStore(picker.$results);
  const active = useStore(picker.$active);
  const status = useStore(picker.$status);
  const already = useStore(picker.$already);
  const found = results?.length ?? 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (picker.key(event.key)) event.preventDefault();
  };
  const statusText = already
    ? t('note.partAlready', { part: already })
    : status === 'failed'
      ? t('note.partsFailed')
      : status === 'none'
        ? t('note.partsNone')
        : status === 'found'
          ? t(pluralKey(lang, 'note.partsFound', found), { count: found })
          : '';
  return (
    <div className="relative max-w-xl space-y-1">
      <label htmlFor="note-part-box" className="block font-medium">
        {t('note.addPart')}
      </label>
      <input
        id="note-part-box"
        type="search"
        role="combobox"
        aria-expanded={Boolean(results?.length)}
        aria-controls="note-part-results"
        aria-autocomplete="list"
        aria-describedby="note-part-hint"
        aria-activedescendant={active >= 0 ? `note-part-option-${active}` : undefined}
        value={text}
        onChange={(e) => picker.type(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        className="w-full rounded border border-gray-400 bg-surface px-3 py-2"
      />
      <p id="note-part-hint" className="text-sm text-gray-700">
        {t('note.addPartHint')}
      </p>
      <p role="status" className="text-sm">
        {statusText}
      </p>
      <ul
        id="note-part-results"
        role="listbox"
        aria-label={t('note.addPart')}
        className="absolute z-10 w-full divide-y divide-gray-200 rounded bg-surface shadow-lg empty:hidden"
      >
        {(results ?? []).map((part, index) => (
          <li
            key={part.code}
            id={`note-part-option-${index}`}
            role="option"
            aria-selected={index === active}
            onClick={() => picker.pick(part)}
            onMouseEnter={() => picker.hover(index)}
            className="cursor-pointer px-3 py-2 aria-selected:bg-gray-100"
          >
            {part.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
