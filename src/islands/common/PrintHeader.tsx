import { formatDateTime } from '../../lib/dates.ts';

export const PRINT_HEADER_KEYS = ['print.file', 'print.activity', 'print.exported', 'print.print'] as const;
type Messages = Record<(typeof PRINT_HEADER_KEYS)[number], string>;

/** The print layout's header of spec.md: title, claim file number, activity code, export time, and a print button. */
export function PrintHeader({
  title,
  claimFileNo,
  activityCode,
  exportedAt,
  messages: m,
}: {
  title: string;
  claimFileNo: string;
  activityCode: string;
  exportedAt: string;
  messages: Messages;
}) {
  return (
    <header className="mb-4 border-b border-gray-300 pb-3">
      <div className="flex items-start justify-between gap-4">
        <h2 className="text-xl font-semibold">{title}</h2>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded border border-gray-500 px-3 py-1 print:hidden"
        >
          {m['print.print']}
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt>{m['print.file']}</dt>
        <dd data-testid="print-file">{claimFileNo}</dd>
        <dt>{m['print.activity']}</dt>
        <dd>{activityCode}</dd>
        <dt>{m['print.exported']}</dt>
        <dd data-testid="print-exported">{formatDateTime(exportedAt)}</dd>
      </dl>
    </header>
  );
}
