import type { Language } from './languages.ts';

/**
 * Bani as a person reads them on every assessment page, in a server's message and on the timeline
 * alike (1.234,56 lei; 1,234.56 lei): whole lei and bani written apart, so the number never passes
 * through a float. The one money formatter of the assessment pages, browser and server.
 */
export function formatLei(bani: number, language: Language): string {
  const sign = bani < 0 ? '-' : '';
  const abs = BigInt(Math.abs(bani));
  const lei = new Intl.NumberFormat(language === 'ro' ? 'ro-RO' : 'en-GB', { useGrouping: 'always' }).format(
    abs / 100n,
  );
  const cents = String(abs % 100n).padStart(2, '0');
  return `${sign}${lei}${language === 'ro' ? ',' : '.'}${cents} lei`;
}
