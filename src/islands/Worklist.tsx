import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  ASSIGNMENT_TYPE_NAMES,
  ASSIGNMENT_TYPES,
  CATEGORY_CODES,
  DEFAULT_WORKLIST_FILTER,
  WORKLIST_PAGE_SIZES,
  type WorklistFilter,
  type WorklistRow,
  type WorklistSort,
} from '../../contract/assignments.ts';
import type { Language } from '../../contract/languages.ts';
import { WORKLISTS } from '../../contract/worklists.ts';
import { allowedFilterKeys } from '../../contract/worklist-filter.ts';
import { fetchWorklist } from '../lib/assignments/api.ts';
import { ensureSession } from '../lib/auth/ensure-session.ts';
import { localized } from '../lib/auth/paths.ts';
import { formatDate, formatDateTime, todayInRomania } from '../lib/dates.ts';
import { interpolate } from '../lib/interpolate.ts';
import { $worklistFilter, loadWorklistFilter, setWorklistFilter } from '../lib/stores/worklist-filter.ts';
import { useLoad } from '../lib/use-load.ts';
import { StatusBadge } from './parts/StatusBadge.tsx';

export const WORKLIST_KEYS = [
  'app.loading',
  'worklist.failed',
  'worklist.empty',
  'worklist.filters',
  'worklist.scope',
  'worklist.scope.0',
  'worklist.scope.1',
  'worklist.scope.2',
  'worklist.type',
  'worklist.anyType',
  'worklist.category',
  'worklist.category.active',
  'worklist.category.closed',
  'worklist.category.all',
  'worklist.criterion',
  'worklist.anyCriterion',
  'worklist.pageSize',
  'worklist.col.assignment',
  'worklist.col.file',
  'worklist.col.type',
  'worklist.col.status',
  'worklist.col.insured',
  'worklist.col.plate',
  'worklist.col.assignee',
  'worklist.col.due',
  'worklist.col.updated',
  'worklist.unassigned',
  'worklist.previous',
  'worklist.next',
  'worklist.page',
  'worklist.sortBy',
  'worklist.caption',
  'worklist.pagination',
  'worklist.overdue',
] as const;

interface Props {
  lang: Language;
  /** Managers may see the whole organisation's work. */
  messages: Record<(typeof WORKLIST_KEYS)[number], string>;
}

/** Open work past its due date stands out (red and announced), closed work never does. */
const isOverdue = (row: WorklistRow) => !row.status.is_final && row.due_date < todayInRomania();

const criterionFromPath = () => {
  const child = /\/assignments\/list\/([^/]+)/.exec(location.pathname)?.[1];
  return WORKLISTS.find((w) => w.id === child)?.id ?? null;
};

/**
 * The worklist (spec.md: Tasks): the user's assignments under the filter they keep, sortable and
 * paged on the server by keyset. /assignments/list/{child} opens it on one of the dashboard's lists.
 */
export default function Worklist({ lang, messages: m }: Props) {
  const storedFilter = useStore($worklistFilter);
  // The filter is read once the session is there: a new tab signs itself in from the refresh
  // cookie, and that brings the person's saved filter (spec.md: kept in the session at sign-in).
  const [filterRead, setFilterRead] = useState(false);
  const filter = filterRead ? storedFilter : null;
  // Until then the panel shows the default filter, disabled: it takes its place in the first
  // paint instead of pushing the list down when it arrives, and nobody changes a filter that the
  // sign-in is about to replace.
  const shown = filter ?? DEFAULT_WORKLIST_FILTER;
  // Only the scopes the person may list are offered: the whole organisation's needs a manager role.
  const [scopes, setScopes] = useState(() => allowedFilterKeys([]));
  const [sort, setSort] = useState<{ by: WorklistSort; direction: 'asc' | 'desc' }>({
    by: 'due_date',
    direction: 'asc',
  });
  const [limit, setLimit] = useState(25);
  // Cursors of the pages before this one, so "previous" can go back through a keyset.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);

  useEffect(() => {
    let current = true;
    void ensureSession().then((session) => {
      // Signed out: the shell sends the person to sign in; the panel stays as it is.
      if (!current || !session) return;
      setScopes(allowedFilterKeys(session.profile.roles));
      const stored = loadWorklistFilter();
      const criterion = criterionFromPath();
      if (criterion && criterion !== stored.filter_criteria) {
        // A dashboard counter's list: unassigned work is the group's, the others the user's own.
        setWorklistFilter({
          ...stored,
          filter_criteria: criterion,
          filter_keys: criterion === 'unassigned' ? 1 : stored.filter_keys === 2 ? 2 : 0,
          category_code: 'active',
        });
      }
      setFilterRead(true);
    });
    return () => {
      current = false;
    };
  }, []);

  const cursor = cursors.at(-1) ?? null;
  const key = JSON.stringify([filter, sort, limit, cursor]);
  const { loaded } = useLoad(
    () =>
      filter
        ? fetchWorklist({ filter, sort: sort.by, direction: sort.direction, limit, cursor })
        : new Promise<never>(() => {}),
    key,
  );

  const update = (change: Partial<WorklistFilter>) => {
    if (!filter) return;
    setCursors([null]);
    setWorklistFilter({ ...filter, ...change });
  };
  const sortBy = (by: WorklistSort) => {
    setCursors([null]);
    setSort((current) => ({ by, direction: current.by === by && current.direction === 'asc' ? 'desc' : 'asc' }));
  };
  const ariaSort = (by: WorklistSort) =>
    sort.by === by ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const sortHeader = (by: WorklistSort, label: string) => (
    <th scope="col" aria-sort={ariaSort(by)} className="px-3 py-2 text-left">
      <button
        type="button"
        onClick={() => sortBy(by)}
        className="font-semibold underline-offset-2 hover:underline"
        aria-label={`${label}, ${m['worklist.sortBy']}`}
      >
        {label}
        <span aria-hidden="true">{sort.by === by ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
  const select = (
    id: string,
    label: string,
    value: string,
    options: [string, string][],
    onChange: (value: string) => void,
  ) => (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={!filter}
        onChange={(e) => onChange(e.target.value)}
        className="rounded border border-gray-400 bg-surface px-2 py-1"
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
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-end gap-4 rounded bg-surface p-4 shadow">
        <legend className="sr-only">{m['worklist.filters']}</legend>
        {select(
          'worklist-scope',
          m['worklist.scope'],
          String(shown.filter_keys),
          scopes.map((k) => [String(k), m[`worklist.scope.${k}`]]),
          (value) => update({ filter_keys: Number(value) as 0 | 1 | 2 }),
        )}
        {select(
          'worklist-type',
          m['worklist.type'],
          shown.assignment_type ?? '',
          [
            ['', m['worklist.anyType']],
            ...ASSIGNMENT_TYPES.map((t): [string, string] => [t, ASSIGNMENT_TYPE_NAMES[t][lang]]),
          ],
          (value) => update({ assignment_type: (value || null) as WorklistFilter['assignment_type'] }),
        )}
        {select(
          'worklist-category',
          m['worklist.category'],
          shown.category_code,
          CATEGORY_CODES.map((c) => [c, m[`worklist.category.${c}`]]),
          (value) => update({ category_code: value as WorklistFilter['category_code'] }),
        )}
        {select(
          'worklist-criterion',
          m['worklist.criterion'],
          shown.filter_criteria ?? '',
          [['', m['worklist.anyCriterion']], ...WORKLISTS.map((w): [string, string] => [w.id, w.names[lang]])],
          (value) => update({ filter_criteria: (value || null) as WorklistFilter['filter_criteria'] }),
        )}
        {select(
          'worklist-size',
          m['worklist.pageSize'],
          String(limit),
          WORKLIST_PAGE_SIZES.map((n) => [String(n), String(n)]),
          (value) => {
            setCursors([null]);
            setLimit(Number(value));
          },
        )}
      </fieldset>
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && <p role="alert">{m['worklist.failed']}</p>}
      {loaded.state === 'ready' && (
        <>
          <div className="overflow-x-auto rounded bg-surface shadow">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{m['worklist.caption']}</caption>
              <thead className="bg-gray-100">
                <tr>
                  {sortHeader('assignment_no', m['worklist.col.assignment'])}
                  <th scope="col" className="px-3 py-2 text-left">
                    {m['worklist.col.type']}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    {m['worklist.col.status']}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    {m['worklist.col.insured']}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    {m['worklist.col.plate']}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    {m['worklist.col.assignee']}
                  </th>
                  {sortHeader('due_date', m['worklist.col.due'])}
                  {sortHeader('updated_at', m['worklist.col.updated'])}
                </tr>
              </thead>
              <tbody>
                {loaded.data.rows.length === 0 && (
                  <tr>
                    <td colSpan={8} className="px-3 py-6 text-center text-gray-700">
                      {m['worklist.empty']}
                    </td>
                  </tr>
                )}
                {loaded.data.rows.map((row) => (
                  <tr key={row.id} className="border-t border-gray-200">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <a
                        href={localized(`/assignments/view/${row.id}`, lang)}
                        className="font-medium text-brand-ink underline"
                      >
                        {row.assignment_no}
                      </a>
                    </td>
                    <td className="px-3 py-2">{row.type_name}</td>
                    <td className="px-3 py-2">
                      <StatusBadge name={row.status.name} color={row.status.color} />
                    </td>
                    <td className="px-3 py-2">{row.insured_name}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{row.plate}</td>
                    <td className="px-3 py-2">{row.assignee_name ?? m['worklist.unassigned']}</td>
                    <td className={`px-3 py-2 whitespace-nowrap ${isOverdue(row) ? 'font-semibold text-red-800' : ''}`}>
                      {formatDate(row.due_date)}
                      {isOverdue(row) && <span className="sr-only"> ({m['worklist.overdue']})</span>}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="flex items-center gap-3" aria-label={m['worklist.pagination']}>
            <button
              type="button"
              disabled={cursors.length === 1}
              onClick={() => setCursors((c) => c.slice(0, -1))}
              className="rounded border border-brand px-3 py-1 disabled:opacity-50"
            >
              {m['worklist.previous']}
            </button>
            <span aria-live="polite">{interpolate(m['worklist.page'], { n: cursors.length })}</span>
            <button
              type="button"
              disabled={!loaded.data.next_cursor}
              onClick={() => loaded.data.next_cursor && setCursors((c) => [...c, loaded.data.next_cursor])}
              className="rounded border border-brand px-3 py-1 disabled:opacity-50"
            >
              {m['worklist.next']}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
