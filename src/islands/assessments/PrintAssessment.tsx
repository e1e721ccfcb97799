import { useStore } from '@nanostores/react';
import type { AssessmentPrint } from '../../../contract/assessment.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatAmount, PLACES } from '../../lib/assessments/amounts.ts';
import { createPrintAssessmentPage } from '../../lib/assessments/print-page.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { formatMoney } from '../../lib/policies/money.ts';
import { usePrintOnLoad } from '../../lib/use-print-on-load.ts';
import { PrintHeader } from '../parts/PrintHeader.tsx';
import { PRINT_ASSESSMENT_KEYS, type PrintAssessmentMessages } from './note-keys.ts';
import { vatPercent } from './NoteTotals.tsx';

export { PRINT_ASSESSMENT_KEYS };

interface Props {
  lang: Language;
  messages: PrintAssessmentMessages;
}

const cell = 'border border-gray-400 px-1.5 py-1';
const num = `${cell} whitespace-nowrap text-right tabular-nums`;

/**
 * /print-assessment/{assignment_id}: the note on paper, with the print header of spec.md (title,
 * claim file, activity code, export time), the parts, the totals and a signatures block. The
 * print dialog opens about 200 ms after it has loaded, as on /print-timeline.
 */
export default function PrintAssessment({ lang, messages: m }: Props) {
  const page = usePage(() => createPrintAssessmentPage(typeof location === 'undefined' ? '' : location.pathname));
  const loaded = useStore(page.loaded.$loaded);
  usePrintOnLoad(loaded.state === 'ready');
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['print.notFound']}</p>;
  return <PrintedNote print={loaded.data} lang={lang} messages={m} />;
}

function PrintedNote({
  print,
  lang,
  messages: m,
}: {
  print: AssessmentPrint;
  lang: Language;
  messages: PrintAssessmentMessages;
}) {
  const t = islandT(m);
  const note = print.note;
  const money = (minor: number) => formatMoney(minor, 'RON', lang);
  const facts: [string, string | null][] = [
    [t('note.plate'), print.plate_no],
    [t('note.vehicle'), print.vehicle],
    [t('note.vin'), note.vin],
  ];
  const totals: [string, number][] = [
    [t('note.total.parts'), note.totals.parts],
    [t('note.total.labour'), note.totals.labour],
    [t('note.total.paint'), note.totals.paint],
    [t('note.total.subtotal'), note.totals.subtotal],
    [t('note.total.vat', { rate: vatPercent(note.totals.vat_basis_points, lang) }), note.totals.vat],
    [t('note.total.total'), note.totals.total],
  ];
  const signatures: [string, string | null][] = [
    [t('note.sign.assessor'), note.submitted?.name ?? print.assessor],
    [t('note.sign.approver'), note.approved?.name ?? null],
    [t('note.sign.shop'), null],
  ];
  return (
    <article className="text-sm">
      <PrintHeader
        title={print.title}
        claimFileNo={note.claim_file_no}
        activityCode={print.activity_code}
        exportedAt={print.exported_at}
        messages={m}
      />
      <p className="mb-2">
        {print.organisation_name} · {t('note.version', { n: note.version_no })} ·{' '}
        <span data-testid="print-state">{t(`note.state.${note.state}`)}</span>
      </p>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {/* A phone scrolls the table sideways; paper holds it whole. */}
      <div className="mb-3 overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse" data-testid="print-parts">
          <caption className="mb-1 text-left font-semibold">{t('note.parts')}</caption>
          <thead>
            <tr className="bg-gray-100">
              <th className={cell}>#</th>
              <th className={cell}>{t('note.part')}</th>
              <th className={cell}>{t('note.operation')}</th>
              <th className={cell}>{t('note.quantity')}</th>
              <th className={cell}>{t('note.hours')}</th>
              <th className={cell}>{t('note.rate')}</th>
              <th className={cell}>{t('note.price')}</th>
              <th className={cell}>{t('note.paint')}</th>
              <th className={cell}>{t('note.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {note.lines.map((line, index) => (
              <tr key={line.id} className="break-inside-avoid">
                <td className={num}>{index + 1}</td>
                <td className={cell}>
                  {line.part_name}
                  {line.remark && <span className="block text-xs text-gray-700">{line.remark}</span>}
                </td>
                <td className={cell}>{t(`note.op.${line.operation}`)}</td>
                <td className={num}>{formatAmount(line.quantity, lang, PLACES.quantity, true)}</td>
                <td className={num}>{formatAmount(line.labour_hours, lang, PLACES.hours, true)}</td>
                <td className={num}>{money(line.labour_rate)}</td>
                <td className={num}>{money(line.part_price)}</td>
                <td className={num}>{money(line.paint_materials)}</td>
                <td className={num}>{money(line.amounts.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mb-6 ml-auto grid w-72 grid-cols-[1fr_auto] gap-x-4" data-testid="print-totals">
        {totals.map(([label, amount], index) => (
          <div key={label} className={`contents${index === totals.length - 1 ? ' font-bold' : ''}`}>
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{money(amount)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="print-signatures" className="break-inside-avoid">
        <h3 id="print-signatures" className="mb-2 font-semibold">
          {t('note.signatures')}
        </h3>
        <div className="grid grid-cols-3 gap-6" data-testid="print-signatures">
          {signatures.map(([role, name]) => (
            <div key={role}>
              <p className="font-medium">{role}</p>
              <p className="min-h-5">{name ?? ''}</p>
              <div className="mt-10 border-t border-gray-600" />
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
