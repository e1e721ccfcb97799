import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ASSIGNMENT_TYPE_NAMES, ASSIGNMENT_TYPES } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { DateInput } from '../common/DateInput.tsx';
import { formatLei } from '../../../contract/money-text.ts';
import type { ReportResult } from '../../../contract/reports.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatReportDay, todayInRomania } from '../../lib/dates.ts';
import { generalProblem, messageFor } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { lastPathSegment } from '../../lib/path-segment.ts';
import { createReportIndexPage, createReportPage } from '../../lib/reports/reports-page.ts';
import { Chart } from './Chart.tsx';
import { invalidProps } from '../common/field-aria.ts';
import { FieldError } from '../common/TextField.tsx';
import { withContentKeys } from '../../lib/content-keys.ts';

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

/** The chart's days and months as the product writes them. */
const chartLabel = (label: string, kind: 'text' | 'date' | 'month' | undefined, lang: Language) =>
  kind === 'date' || kind === 'month' ? formatReportDay(label, kind, lang) : label;

/** Money columns carry whole bani and show as lei; days as dd.MM.yyyy; shares with their percent sign; nothing known a dash. */

function cellText(value: string | number | null, kind: string, lang: Language): string | number {
  if (value === null) return '–';
  if (kind === 'money' && typeof value === 'number') return formatLei(value, lang);
  if (kind === 'percent' && typeof value === 'number')
    return `${value.toLocaleString(lang === 'ro' ? 'ro-RO' : 'en-GB')} %`;
  if ((kind === 'date' || kind === 'month') && typeof value === 'string') return formatReportDay(value, kind, lang);
  return value;
}

/** A cell's figure, a link to what it counts or names when the report gives one. */
function CellContent({ text, href }: { text: string | number; href: string | null }) {
  if (!href) return <>{text}</>;
  return (
    <a href={localized(href)} className="text-brand-ink underline">
      {text}
    </a>
  );
}

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
  const page = usePage(createReportIndexPage);
  const loaded = useStore(page.reports.$loaded);
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
  const page = usePage(() => createReportPage(id, todayInRomania()));
  const loaded = useStore(page.report.$loaded);
  const draft = useStore(page.$draft);
  const exportFields = useStore(page.exporting.$fields);
  const exportProblem = useStore(page.exporting.$problem);
  // A refused period (the run's or the export's) is shown beside the field it names.
  const fields = loaded.state === 'failed' && Object.keys(loaded.fields).length > 0 ? loaded.fields : exportFields;
  const shown = ['from', 'to'];
  const problem = generalProblem(exportProblem, exportFields, shown);
  const failure = loaded.state === 'failed' ? generalProblem(loaded.message, loaded.fields, shown) : '';
  const field = 'rounded border border-gray-400 bg-surface px-2 py-1';
  const groups = loaded.state === 'ready' ? loaded.data.groups : [];
  return (
    <div className="space-y-4">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          page.run();
        }}
        aria-label={m['reports.parameters']}
        className="flex flex-wrap items-end gap-3 rounded bg-surface p-4 shadow"
      >
        <div>
          <label className="text-sm">
            {m['reports.from']}
            <DateInput
              lang={lang}
              className={`${field} block`}
              value={draft.from}
              required
              onChange={(from) => page.editDraft({ from })}
              {...invalidProps('report-from-error', messageFor(fields, 'from'))}
            />
          </label>
          <FieldError id="report-from-error" message={messageFor(fields, 'from') ?? null} role="alert" />
        </div>
        <div>
          <label className="text-sm">
            {m['reports.to']}
            <DateInput
              lang={lang}
              className={`${field} block`}
              value={draft.to}
              required
              onChange={(to) => page.editDraft({ to })}
              {...invalidProps('report-to-error', messageFor(fields, 'to'))}
            />
          </label>
          <FieldError id="report-to-error" message={messageFor(fields, 'to') ?? null} role="alert" />
        </div>
        <label className="text-sm">
          {m['reports.unit']}
          <select
            className={`${field} block`}
            value={draft.group}
            onChange={(e) => page.editDraft({ group: e.target.value })}
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
            onChange={(e) => page.editDraft({ type: e.target.value })}
          >
            <option value="">{m['reports.allTypes']}</option>
            {ASSIGNMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {ASSIGNMENT_TYPE_NAMES[t][lang]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-brand px-4 py-1.5 font-semibold text-on-brand">
          {m['reports.run']}
        </button>
        <span className="ml-auto flex gap-2">
          <button
            type="button"
            className="rounded border border-gray-500 px-3 py-1.5"
            onClick={() => void page.exportAs('csv')}
          >
            {m['reports.exportCsv']}
          </button>
          <button
            type="button"
            className="rounded border border-gray-500 px-3 py-1.5"
            onClick={() => void page.exportAs('xlsx')}
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
      {loaded.state === 'failed' && (failure || Object.keys(loaded.fields).length === 0) && (
        <p role="alert" className="text-red-800">
          {failure || m['reports.failed']}
        </p>
      )}
      {loaded.state === 'ready' && <ReportBody report={loaded.data} lang={lang} messages={m} />}
    </div>
  );
}

function ReportBody({ report, lang, messages: m }: { report: ReportResult; lang: Language; messages: Messages }) {
  return (
    <>
      <h2 className="text-xl font-semibold">{report.name}</h2>
      <section aria-label={m['reports.chart']} className="rounded bg-surface p-4 shadow">
        <Chart
          kind={report.chart.kind}
          labels={report.chart.labels.map((label) => chartLabel(label, report.chart.labels_kind, lang))}
          series={report.chart.series}
          title={report.name}
        />
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
              {withContentKeys(report.rows, (row) => row.join('\u001f')).map(({ key, item: row }, i) => (
                <tr key={key} className="border-b border-gray-200">
                  {report.columns.map((column, j) => (
                    <td
                      key={column.key}
                      className={`px-3 py-1.5 ${column.kind === 'text' ? '' : 'text-right tabular-nums'}`}
                    >
                      <CellContent
                        text={cellText(row[j] ?? null, column.kind, lang)}
                        href={report.links?.[i]?.[j] ?? null}
                      />
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
