import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
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

const ORDERS: [WorklistSort, 'asc' | 'desc'][] = [
  ['due_date', 'asc'],
  ['due_date', 'desc'],
  ['updated_at', 'desc'],
  ['updated_at', 'asc'],
  ['assignment_no', 'asc'],
  ['assignment_no', 'desc'],
];

/** One labelled line of a card: the table's column head beside the value. */
function Line({ label, tone = '', children }: { label: string; tone?: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] gap-x-3">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className={`min-w-0 break-words ${tone}`}>{children}</dd>
    </div>
  );
}

/**
 * The worklist at 960 px and below: each row of the table as a card with the same values, each under
 * its column's name, so nothing scrolls sideways. With no column heads to click, the order is a field.
 */
export function WorklistCards({
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
  return (
    <div className="space-y-3 small:hidden">
      <div>
        <label htmlFor="worklist-order" className="mb-1 block text-sm font-medium text-gray-800">
          {m['worklist.order']}
        </label>
        <select
          id="worklist-order"
          value={`${sort.by}.${sort.direction}`}
          onChange={(e) => {
            const [by, direction] = e.target.value.split('.') as [WorklistSort, 'asc' | 'desc'];
            page.setSort(by, direction);
          }}
          className="max-w-full rounded border border-gray-400 bg-surface px-2 py-1"
        >
          {ORDERS.map(([by, direction]) => (
            <option key={`${by}.${direction}`} value={`${by}.${direction}`}>
              {m[`worklist.order.${by}.${direction}`]}
            </option>
          ))}
        </select>
      </div>
      {rows.length === 0 ? (
        <p className="rounded bg-surface px-3 py-6 text-center text-gray-700 shadow">{m['worklist.empty']}</p>
      ) : (
        <ul aria-label={m['worklist.caption']} className="space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded bg-surface p-3 text-sm shadow">
              <dl className="space-y-1">
                <Line label={m['worklist.col.assignment']}>
                  <a href={assignmentHref(row, lang)} className={`${rowLinkClass} font-semibold break-all`}>
                    {row.assignment_no}
                  </a>
                </Line>
                <Line label={m['worklist.col.file']}>
                  <a href={claimFileHref(row, lang)} className={`${rowLinkClass} break-all`}>
                    {row.claim_file_no}
                  </a>
                </Line>
                <Line label={m['worklist.col.type']}>{row.type_name}</Line>
                <Line label={m['worklist.col.status']}>
                  <StatusBadge name={row.status.name} color={row.status.color} />
                </Line>
                <Line label={m['worklist.col.insured']}>{row.insured_name}</Line>
                <Line label={m['worklist.col.plate']}>{row.plate}</Line>
                <Line label={m['worklist.col.assignee']}>{row.assignee_name ?? m['worklist.unassigned']}</Line>
                <Line label={m['worklist.col.due']} tone={overdueTone(row)}>
                  {dueDate(row, m)}
                </Line>
                {row.legal_deadline && (
                  <Line label={m['worklist.col.legalDeadline']} tone={deadlineTone(row.legal_deadline)}>
                    {legalDeadline(row.legal_deadline, m)}
                  </Line>
                )}
                <Line label={m['worklist.col.updated']}>{formatDateTime(row.updated_at)}</Line>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
