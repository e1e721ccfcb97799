import { useStore } from '@nanostores/react';
import { formatLei } from '../../../contract/money-text.ts';
import type { Row } from '../../lib/assessments/note-rows.ts';
import { usualPriceAbove } from '../../lib/assessments/usual-prices.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { useNote } from './note-context.ts';

/** The id of a row's flag, which its price input names as its description. */
export const usualFlagId = (row: Row) => `${row.key}-usual`;

/** Says beside a line that its part price is far above the organisation's usual price for the part. */
export function UsualPriceFlag({ row }: { row: Row }) {
  const { page, lang, m } = useNote();
  const t = islandT(m);
  const prices = useStore(page.$usualPrices);
  useStore(row.$check);
  const usual = usualPriceAbove(row, prices);
  if (!usual) return null;
  return (
    <p
      id={usualFlagId(row)}
      className="mt-1 rounded border-l-4 border-amber-600 bg-amber-50 px-2 py-1 text-sm"
      data-testid="usual-price-flag"
    >
      {t('note.priceAboveUsual', { usual: formatLei(usual.median, lang) })}
    </p>
  );
}

/** Whether the row's flag is shown (its price input then names it as its description). */
export function useUsualFlag(row: Row): boolean {
  const { page } = useNote();
  const prices = useStore(page.$usualPrices);
  useStore(row.$check);
  return usualPriceAbove(row, prices) !== null;
}
