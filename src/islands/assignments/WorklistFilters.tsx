import { useStore } from '@nanostores/react';
import {
  ASSIGNMENT_TYPE_NAMES,
  ASSIGNMENT_TYPES,
  CATEGORY_CODES,
  DEFAULT_WORKLIST_FILTER,
  WORKLIST_PAGE_SIZES,
  type WorklistFilter,
} from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { WORKLIST_TEXT_MAX } from '../../../contract/worklist-narrowing.ts';
import { WORKLISTS } from '../../../contract/worklists.ts';
import { statusOptions } from '../../lib/assignments/status-options.ts';
import type { WorklistPage } from '../../lib/assignments/worklist-page.ts';
import type { WorklistMessages } from './worklist-keys.ts';

/**
 * The filter panel. Until the person's filter is read it shows the default one, disabled: it takes
 * its place in the first paint instead of pushing the list down when it arrives.
 */
export function WorklistFilters({ page, lang, m }: { page: WorklistPage; lang: Language; m: WorklistMessages }) {
  const filter = useStore(page.$filter);
  const scopes = useStore(page.$scopes);
  const limit = useStore(page.$limit);
  const typed = useStore(page.$typed);
  const statusChoices = useStore(page.$statusChoices);
  const shown = filter ?? DEFAULT_WORKLIST_FILTER;
  const select = (
    id: string,
    label: string,
    value: string,
    options: [string, string][],
    onChange: (value: string) => void,
  ) => (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={!filter}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded border border-gray-400 bg-surface px-2 py-1"
      >
        {options.map(([optionValue, name]) => (
          <option key={optionValue} value={optionValue}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    // A grid, not a wrapping row: a choice's width comes from its column, never from its options,
    // so the statuses arriving after the first paint move nothing.
    <fieldset className="grid grid-cols-2 items-end gap-4 rounded bg-surface p-4 shadow sm:grid-cols-3 xl:grid-cols-6">
      <legend className="sr-only">{m['worklist.filters']}</legend>
      <div className="col-span-full max-w-md">
        <label htmlFor="worklist-text" className="mb-1 block text-sm font-medium text-gray-800">
          {m['worklist.text']}
        </label>
        <input
          id="worklist-text"
          type="search"
          value={typed}
          onChange={(e) => page.type(e.target.value)}
          aria-describedby="worklist-text-hint"
          autoComplete="off"
          maxLength={WORKLIST_TEXT_MAX}
          className="w-full rounded border border-gray-400 bg-surface px-2 py-1"
        />
        <p id="worklist-text-hint" className="mt-1 text-xs text-gray-700">
          {m['worklist.textHint']}
        </p>
      </div>
      {select(
        'worklist-scope',
        m['worklist.scope'],
        String(shown.filter_keys),
        scopes.map((k) => [String(k), m[`worklist.scope.${k}`]]),
        (value) => page.update({ filter_keys: Number(value) as 0 | 1 | 2 }),
      )}
      {select(
        'worklist-type',
        m['worklist.type'],
        shown.assignment_type ?? '',
        [
          ['', m['worklist.anyType']],
          ...ASSIGNMENT_TYPES.map((t): [string, string] => [t, ASSIGNMENT_TYPE_NAMES[t][lang]]),
        ],
        (value) => page.update({ assignment_type: (value || null) as WorklistFilter['assignment_type'] }),
      )}
      {select(
        'worklist-status',
        m['worklist.status'],
        shown.status_code ?? '',
        [['', m['worklist.anyStatus']], ...statusOptions(statusChoices, shown.assignment_type ?? null)],
        (value) => page.update({ status_code: value || null }),
      )}
      {select(
        'worklist-category',
        m['worklist.category'],
        shown.category_code,
        CATEGORY_CODES.map((c) => [c, m[`worklist.category.${c}`]]),
        (value) => page.update({ category_code: value as WorklistFilter['category_code'] }),
      )}
      {select(
        'worklist-criterion',
        m['worklist.criterion'],
        shown.filter_criteria ?? '',
        [['', m['worklist.anyCriterion']], ...WORKLISTS.map((w): [string, string] => [w.id, w.names[lang]])],
        (value) => page.update({ filter_criteria: (value || null) as WorklistFilter['filter_criteria'] }),
      )}
      {select(
        'worklist-size',
        m['worklist.pageSize'],
        String(limit),
        WORKLIST_PAGE_SIZES.map((n) => [String(n), String(n)]),
        (value) => page.setLimit(Number(value)),
      )}
    </fieldset>
  );
}
