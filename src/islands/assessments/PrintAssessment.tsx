import { useStore } from '@nanostores/react';
import type { AssessmentPrint } from '../../../contract/assessment.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatAmount, PLACES } from '../../lib/assessments/amounts.ts';
import { createPrintAssessmentPage } from '../../lib/assessments/print-page.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { usePrintOnLoad } from '../../lib/use-print-on-load.ts';
import { PrintHeader } from '../common/PrintHeader.tsx';
import { PRINT_ASSESSMENT_KEYS, type PrintAssessmentMessages } from './note-keys.ts';
import { vatPercent } from './NoteTotals.tsx';

export { PRINT_ASSESSMENT_KEYS };

interface Props {
  lang: Language;
  messages: PrintAssessmentMessages;
}

/*
 * Below the sm width a phone shows each line as a block of "label value" rows instead of nine
 * columns cut off at the edge; paper (A4 is wider than sm) keeps the table.
 */
const cell =
  'border border-gray-400 px-1.5 py-1 max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:border-0 max-sm:border-b ' +
  'max-sm:before:font-medium max-sm:before:content-[attr(data-label)]';
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
  const money = (minor: number) => formatLei(minor, lang);
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
  const head = [
    '#',
    t('note.part'),
    t('note.operation'),
    t('note.quantity'),
    t('note.hours'),
    t('note.rate'),
    t('note.price'),
    t('note.paint'),
    t('note.lineTotal'),
  ];
  return (
    // The page's own heading names the note: the print header's title would say it a second time.
    <article className="text-sm [&>header_h2]:hidden">
      {note.state !== 'approved' && (
        <p
          className="mb-3 rounded border-2 border-red-800 px-3 py-2 text-center text-base font-bold uppercase tracking-wide text-red-800"
          data-testid="print-draft"
        >
          {t('note.printDraft')}
        </p>
      )}
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
      <div className="mb-3">
        <table className="w-full border-collapse max-sm:block" data-testid="print-parts">
          <caption className="mb-1 text-left font-semibold">{t('note.parts')}</caption>
          <thead className="max-sm:sr-only">
            <tr className="bg-gray-100">
              {head.map((label) => (
                <th key={label} className="border border-gray-400 px-1.5 py-1">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {note.lines.map((line, index) => (
              <tr
                key={line.id}
                className="break-inside-avoid max-sm:mb-2 max-sm:block max-sm:border max-sm:border-gray-400"
              >
                <td className={num} data-label={head[0]}>
                  {index + 1}
                </td>
                <td className={`${cell} max-sm:text-right`} data-label={head[1]}>
                  <span>
                    {line.part_name}
                    {line.remark && <span className="block text-xs text-gray-700">{line.remark}</span>}
                  </span>
                </td>
                <td className={cell} data-label={head[2]}>
                  {t(`note.op.${line.operation}`)}
                </td>
                {[
                  formatAmount(line.quantity, lang, PLACES.quantity, true),
                  formatAmount(line.labour_hours, lang, PLACES.hours, true),
                  money(line.labour_rate),
                  money(line.part_price),
                  money(line.paint_materials),
                  money(line.amounts.total),
                ].map((value, column) => (
                  <td key={head[column + 3]} className={num} data-label={head[column + 3]}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mb-6 ml-auto grid w-full max-w-72 grid-cols-[1fr_auto] gap-x-4" data-testid="print-totals">
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
