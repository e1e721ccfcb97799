import type { NoteItemHistoryRow } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';

type Messages = Record<'noteHistory.empty' | 'app.loading', string>;

/** A part's history on the vehicle's other claim files (spec.md browseItemHistory): null while it comes. */
export function PartHistoryList({
  rows,
  lang,
  messages: m,
}: {
  rows: NoteItemHistoryRow[] | null;
  lang: Language;
  messages: Messages;
}) {
  if (rows === null) return <p role="status">{m['app.loading']}</p>;
  if (rows.length === 0) return <p>{m['noteHistory.empty']}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {rows.map((row) => (
        <li key={`${row.assignment_id}-${row.system_time}`} className="flex flex-wrap items-center gap-3">
          <a href={localized(`/assignments/view/${row.assignment_id}`, lang)} className="text-brand-ink underline">
            {row.claim_file_no}
          </a>
          <span>{row.assignment_type_name}</span>
          <StatusBadge name={row.status_name} color={row.status_color} />
          <span>{row.rep_name}</span>
          <time dateTime={row.system_time}>{formatDateTime(row.system_time)}</time>
        </li>
      ))}
    </ul>
  );
}
