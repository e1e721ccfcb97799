import type { WorklistRow } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate, todayInRomania } from '../../lib/dates.ts';
import type { WorklistMessages } from './worklist-keys.ts';

// What a worklist row shows the same way in the table and in its card on a small screen.

/** Open work past its due date stands out (red and announced), closed work never does. */
export const isOverdue = (row: WorklistRow) => !row.status.is_final && row.due_date < todayInRomania();
export const overdueTone = (row: WorklistRow) => (isOverdue(row) ? 'font-semibold text-red-800' : '');

export const assignmentHref = (row: WorklistRow, lang: Language) => localized(`/assignments/view/${row.id}`, lang);
export const claimFileHref = (row: WorklistRow, lang: Language) =>
  localized(`/workflow/claim-file/${encodeURIComponent(row.claim_file_no)}`, lang);

/** Links of rows and cards: at least 24 px high, so a finger or a shaky hand finds them (WCAG 2.2, 2.5.8). */
export const rowLinkClass = 'inline-flex min-h-6 items-center text-brand-ink underline';

export function dueDate(row: WorklistRow, m: WorklistMessages) {
  return (
    <>
      {formatDate(row.due_date)}
      {isOverdue(row) && <span className="sr-only"> ({m['worklist.overdue']})</span>}
    </>
  );
}

export const deadlineTone = (deadline: NonNullable<WorklistRow['legal_deadline']>) =>
  deadline.standing === 'breached'
    ? 'font-semibold text-red-800'
    : deadline.standing === 'due_soon'
      ? 'font-semibold text-amber-900'
      : '';

/** The claim's next legal deadline: its day and which one, in words as well as colour when it is close or passed. */
export function legalDeadline(deadline: NonNullable<WorklistRow['legal_deadline']>, m: WorklistMessages) {
  return (
    <>
      {formatDate(deadline.date)}
      <span className="block text-xs">
        {m[`worklist.deadline.${deadline.kind}`]}
        {deadline.standing !== 'open' && ` · ${m[`worklist.deadline.${deadline.standing}`]}`}
      </span>
    </>
  );
}
