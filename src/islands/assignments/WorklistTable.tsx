import { useStore } from '@nanostores/react';
import type { WorklistRow, WorklistSort } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { WorklistPage } from '../../lib/assignments/worklist-page.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate, formatDateTime, todayInRomania } from '../../lib/dates.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import type { WorklistMessages } from './worklist-keys.ts';

/** Open work past its due date stands out (red and announced), closed work never does. */
const isOverdue = (row: WorklistRow) => !row.status.is_final && row.due_date < todayInRomania();

/**
 * The claim's next legal deadline, on its handling assignment: its day and which one, in words as
 * well as colour when it is close or passed.
 */
function LegalDeadlineCell({ deadline, m }: { deadline: WorklistRow['legal_deadline']; m: WorklistMessages }) {
  if (!deadline) return <td className="px-3 py-2" />;
  const tone =
    deadline.standing === 'breached'
      ? 'font-semibold text-red-800'
      : deadline.standing === 'due_soon'
        ? 'font-semibold text-amber-900'
        : '';
  return (
    <td className={`px-3 py-2 whitespace-nowrap ${tone}`}>
      {formatDate(deadline.date)}
      <span className="block text-xs">
        {m[`worklist.deadline.${deadline.kind}`]}
        {deadline.standing !== 'open' && ` · ${m[`worklist.deadline.${deadline.standing}`]}`}
      </span>
    </td>
  );
}

/** One page of the worklist, sortable by number, due date and last change. */
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
        className="font-semibold underline-offset-2 hover:underline"
        aria-label={`${label}, ${m['worklist.sortBy']}`}
      >
        {label}
        <span aria-hidden="true">{sort.by === by ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
  return (
    // Relative, so the screen-reader-only words (absolutely placed) of a cell scrolled out of view
    // stay inside this box: otherwise their place, right of the viewport, widened the whole page.
    <div className="relative overflow-x-auto rounded bg-surface shadow">
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
            <th scope="col" className="px-3 py-2 text-left">
              {m['worklist.col.legalDeadline']}
            </th>
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
              <td className="px-3 py-2 whitespace-nowrap">
                <a
                  href={localized(`/assignments/view/${row.id}`, lang)}
                  className="font-medium text-brand-ink underline"
                >
                  {row.assignment_no}
                </a>
                <a
                  href={localized(`/workflow/claim-file/${encodeURIComponent(row.claim_file_no)}`, lang)}
                  className="block text-xs text-brand-ink underline"
                >
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
              <td className={`px-3 py-2 whitespace-nowrap ${isOverdue(row) ? 'font-semibold text-red-800' : ''}`}>
                {formatDate(row.due_date)}
                {isOverdue(row) && <span className="sr-only"> ({m['worklist.overdue']})</span>}
              </td>
              <LegalDeadlineCell deadline={row.legal_deadline} m={m} />
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
