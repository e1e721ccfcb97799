import { useStore } from '@nanostores/react';
import type { WorklistRow, WorklistSort } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { WorklistPage } from '../../lib/assignments/worklist-page.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import {
  assignmentHref,
  claimFileHref,
  dueDate,
  deadlineTone,
  legalDeadline,
  overdueTone,
  rowLinkClass,
} from './worklist-cells.tsx';
import type { WorklistMessages } from './worklist-keys.ts';

/**
 * One page of the worklist, sortable by number, due date and last change: above 960 px only (below,
 * WorklistCards shows the same rows as cards).
 */
export function WorklistTable({
  page,
  rows,
  lang,
  m,
}: {
  page: WorklistPage;
  rows: WorklistRow[];
  lang: Language;
  m: WorklistMessages;
}) {
  const sort = useStore(page.$sort);
  const ariaSort = (by: WorklistSort) =>
    sort.by === by ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const sortHeader = (by: WorklistSort, label: string) => (
    <th scope="col" aria-sort={ariaSort(by)} className="px-3 py-2 text-left">
      <button
        type="button"
        onClick={() => page.sortBy(by)}
        className="min-h-6 font-semibold underline-offset-2 hover:underline"
        aria-label={`${label}, ${m['worklist.sortBy']}`}
      >
        {label}
        <span aria-hidden="true">{sort.by === by ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
  const head = (label: string) => (
    <th scope="col" className="px-3 py-2 text-left">
      {label}
    </th>
  );
  return (
    // Relative, so the screen-reader-only words (absolutely placed) of a cell scrolled out of view
    // stay inside this box: otherwise their place, right of the viewport, widened the whole page.
    <div className="relative hidden overflow-x-auto rounded bg-surface shadow small:block">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{m['worklist.caption']}</caption>
        <thead className="bg-gray-100">
          <tr>
            {sortHeader('assignment_no', m['worklist.col.assignment'])}
            {head(m['worklist.col.type'])}
            {head(m['worklist.col.status'])}
            {head(m['worklist.col.insured'])}
            {head(m['worklist.col.plate'])}
            {head(m['worklist.col.assignee'])}
            {sortHeader('due_date', m['worklist.col.due'])}
            {head(m['worklist.col.legalDeadline'])}
            {sortHeader('updated_at', m['worklist.col.updated'])}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={9} className="px-3 py-6 text-center text-gray-700">
                {m['worklist.empty']}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-200">
              <td className="px-3 py-1 whitespace-nowrap">
                <a href={assignmentHref(row, lang)} className={`${rowLinkClass} font-medium`}>
                  {row.assignment_no}
                </a>
                <br />
                <a href={claimFileHref(row, lang)} className={`${rowLinkClass} text-xs`}>
                  {row.claim_file_no}
                </a>
              </td>
              <td className="px-3 py-2">{row.type_name}</td>
              <td className="px-3 py-2">
                <StatusBadge name={row.status.name} color={row.status.color} />
              </td>
              <td className="px-3 py-2">{row.insured_name}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.plate}</td>
              <td className="px-3 py-2">{row.assignee_name ?? m['worklist.unassigned']}</td>
              <td className={`px-3 py-2 whitespace-nowrap ${overdueTone(row)}`}>{dueDate(row, m)}</td>
              <td
                className={`px-3 py-2 whitespace-nowrap ${row.legal_deadline ? deadlineTone(row.legal_deadline) : ''}`}
              >
                {row.legal_deadline && legalDeadline(row.legal_deadline, m)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
