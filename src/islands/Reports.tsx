import { useEffect, useState, type FormEvent } from 'react';
import { ASSIGNMENT_TYPE_NAMES, ASSIGNMENT_TYPES } from '../../contract/assignments.ts';
import type { Language } from '../../contract/languages.ts';
import type { ReportResult } from '../../contract/reports.ts';
import { exportReport, fetchReports, runReport } from '../lib/reports/api.ts';
import { localized } from '../lib/auth/paths.ts';
import { todayInRomania } from '../lib/dates.ts';
import { lastPathSegment } from '../lib/path-segment.ts';
import { useLoad } from '../lib/use-load.ts';
import { Chart } from './parts/Chart.tsx';
import { withContentKeys } from '../lib/content-keys.ts';

export const REPORTS_KEYS = [
  'app.loading',
  'reports.failed',
  'reports.choose',
  'reports.parameters',
  'reports.from',
  'reports.to',
  'reports.unit',
  'reports.allUnits',
  'reports.type',
  'reports.allTypes',
  'reports.run',
  'reports.exportCsv',
  'reports.exportXlsx',
  'reports.chart',
  'reports.table',
  'reports.empty',
  'reports.truncated',
] as const;

type Messages = Record<(typeof REPORTS_KEYS)[number], string>;

const twelveWeeksBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 83 * 86_400_000).toISOString().slice(0, 10);

/** /reports: the categories and reports the user may run. /reports/{report}: one report. */
export default function Reports({ lang, messages: m }: { lang: Language; messages: Messages }) {
  // Read after hydration: the pre-rendered shell serves every report and knows none of them.
  const [reportId, setReportId] = useState<string | null>(null);
  useEffect(() => setReportId(lastPathSegment()), []);
  if (reportId === null) return <p role="status">{m['app.loading']}</p>;
  if (reportId === 'reports') return <ReportIndex messages={m} />;
  return <ReportView id={reportId} lang={lang} messages={m} />;
}

function ReportIndex({ messages: m }: { messages: Messages }) {
  const { loaded } = useLoad(fetchReports, 'browse');
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['reports.failed']}</p>;
  return (
    <div className="space-y-4">
      <p>{m['reports.choose']}</p>
      {loaded.data.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          className="rounded bg-surface p-4 shadow"
        >
          <h2 id={`category-${category.id}`} className="mb-2 text-lg font-semibold">
            {category.name}
          </h2>
          <ul className="list-inside list-disc space-y-1">
            {category.reports.map((r) => (
              <li key={r.id}>
                <a className="text-brand-ink underline" href={localized(r.href)}>
                  {r.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ReportView({ id, lang, messages: m }: { id: string; lang: Language; messages: Messages }) {
  const [params, setParams] = useState(() => {
    const today = todayInRomania();
    return { from: twelveWeeksBefore(today), to: today, group: '', type: '' };
  });
  const [draft, setDraft] = useState(params);
  const [problem, setProblem] = useState('');
  const query = new URLSearchParams(params).toString();
  const { loaded } = useLoad(() => runReport(id, params), query);
  const run = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft);
  };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setProblem('');
    try {
      await exportReport(id, params, format);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const field = 'rounded border border-gray-400 bg-surface px-2 py-1';
  const groups = loaded.state === 'ready' ? loaded.data.groups : [];
  return (
    <div className="space-y-4">
      <form
        onSubmit={run}
        aria-label={m['reports.parameters']}
        className="flex flex-wrap items-end gap-3 rounded bg-surface p-4 shadow"
      >
        <label className="text-sm">
          {m['reports.from']}
          <input
            type="date"
            className={`${field} block`}
            value={draft.from}
            required
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label className="text-sm">
          {m['reports.to']}
          <input
            type="date"
            className={`${field} block`}
            value={draft.to}
            required
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <label className="text-sm">
          {m['reports.unit']}
          <select
            className={`${field} block`}
            value={draft.group}
            onChange={(e) => setDraft({ ...draft, group: e.target.value })}
          >
            <option value="">{m['reports.allUnits']}</option>
            {groups.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {m['reports.type']}
          <select
            className={`${field} block`}
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value })}
          >
            <option value="">{m['reports.allTypes']}</option>
            {ASSIGNMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {ASSIGNMENT_TYPE_NAMES[t][lang]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-brand px-4 py-1.5 font-semibold text-white">
          {m['reports.run']}
        </button>
        <span className="ml-auto flex gap-2">
          <button
            type="button"
            className="rounded border border-gray-500 px-3 py-1.5"
            onClick={() => void exportAs('csv')}
          >
            {m['reports.exportCsv']}
          </button>
          <button
            type="button"
            className="rounded border border-gray-500 px-3 py-1.5"
            onClick={() => void exportAs('xlsx')}
          >
            {m['reports.exportXlsx']}
          </button>
        </span>
      </form>
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && (
        <p role="alert" className="text-red-800">
          {loaded.message || m['reports.failed']}
        </p>
      )}
      {loaded.state === 'ready' && <ReportBody report={loaded.data} messages={m} />}
    </div>
  );
}

function ReportBody({ report, messages: m }: { report: ReportResult; messages: Messages }) {
  return (
    <>
      <h2 className="text-xl font-semibold">{report.name}</h2>
      <section aria-label={m['reports.chart']} className="rounded bg-surface p-4 shadow">
        <Chart kind={report.chart.kind} labels={report.chart.labels} series={report.chart.series} title={report.name} />
      </section>
      <section aria-label={m['reports.table']} className="overflow-x-auto rounded bg-surface shadow">
        {report.rows.length === 0 ? (
          <p className="p-4">{m['reports.empty']}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{report.name}</caption>
            <thead className="border-b border-gray-300">
              <tr>
                {report.columns.map((c) => (
                  <th key={c.key} scope="col" className={`px-3 py-2 ${c.kind === 'text' ? '' : 'text-right'}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {withContentKeys(report.rows, (row) => row.join('\u001f')).map(({ key, item: row }) => (
                <tr key={key} className="border-b border-gray-200">
                  {report.columns.map((column, j) => (
                    <td
                      key={column.key}
                      className={`px-3 py-1.5 ${column.kind === 'text' ? '' : 'text-right tabular-nums'}`}
                    >
                      {row[j] ?? '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {report.truncated && <p className="text-sm">{m['reports.truncated']}</p>}
    </>
  );
}
