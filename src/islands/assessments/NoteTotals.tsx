import { useStore } from '@nanostores/react';
import { islandT } from '../../lib/i18n-island.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { useNote } from './note-context.ts';

/** VAT in basis points as a percentage the reader writes: 2100 is "21%", 950 is "9,5%" in Romanian. */
export const vatPercent = (basisPoints: number, lang: 'en' | 'ro') =>
  `${new Intl.NumberFormat(lang === 'ro' ? 'ro-RO' : 'en-GB', { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;

/** Parts, labour, paint, subtotal, VAT and total, worked out as the rows are typed (contract/assessment.ts). */
export function NoteTotals() {
  const { page, lang, m } = useNote();
  const t = islandT(m);
  const totals = useStore(page.$totals);
  // A line with an amount typed wrong counts as nothing until it is corrected: the reader is told so.
  const faulty = useStore(page.$faulty);
  const money = (minor: number) => formatLei(minor, lang);
  const lines: [string, number, string][] = [
    [t('note.total.parts'), totals.parts, 'parts'],
    [t('note.total.labour'), totals.labour, 'labour'],
    [t('note.total.paint'), totals.paint, 'paint'],
    [t('note.total.subtotal'), totals.subtotal, 'subtotal'],
    [t('note.total.vat', { rate: vatPercent(totals.vat_basis_points, lang) }), totals.vat, 'vat'],
    [t('note.total.total'), totals.total, 'total'],
  ];
  return (
    <section aria-labelledby="note-totals-title" className="ml-auto w-full max-w-sm">
      <h3 id="note-totals-title" className="mb-1 font-semibold">
        {t('note.totals')}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="note-totals">
        {lines.map(([label, amount, code]) => (
          <div key={code} className={`contents${code === 'total' ? ' font-bold' : ''}`}>
            <dt className={code === 'subtotal' || code === 'total' ? 'border-t border-gray-300 pt-1' : ''}>{label}</dt>
            <dd
              data-testid={`total-${code}`}
              className={`text-right tabular-nums${code === 'subtotal' || code === 'total' ? ' border-t border-gray-300 pt-1' : ''}`}
            >
              {money(amount)}
            </dd>
          </div>
        ))}
      </dl>
      {faulty.length > 0 && (
        <p className="mt-1 text-sm text-red-800" data-testid="totals-incomplete">
          {t('note.totalsIncomplete', { lines: faulty.map((index) => index + 1).join(', ') })}
        </p>
      )}
    </section>
  );
}
