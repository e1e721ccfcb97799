import type { Language } from './languages.ts';

/**
 * An amount in minor units (hundredths: bani) as digits people of each language read: 1.234,56 in
 * Romanian, 1,234.56 in English. Whole units and hundredths are written apart, so the number never
 * passes through a float.
 */
function amountText(minor: number, language: Language): string {
  const sign = minor < 0 ? '-' : '';
  const abs = BigInt(Math.abs(minor));
  const whole = new Intl.NumberFormat(language === 'ro' ? 'ro-RO' : 'en-GB', { useGrouping: 'always' }).format(
    abs / 100n,
  );
  return `${sign}${whole}${language === 'ro' ? ',' : '.'}${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Bani as every assessment page, a server's message and the timeline write them, "lei" in both
 * languages (1.234,56 lei; 1,234.56 lei).
 */
export const formatLei = (bani: number, language: Language): string => `${amountText(bani, language)} lei`;

/**
 * The one money formatter of site and server: lei are written "lei" after the amount in Romanian,
 * as formatLei does (1.234,56 lei); in English, and for other currencies, the currency's code
 * stands where Intl's currency format puts it (RON 1,234.56; 1.234,56 EUR), after or before a
 * no-break space as Intl writes it.
 */
export function formatMoney(minor: number, currency: string, language: Language): string {
  if (language === 'ro')
    return currency === 'RON' ? formatLei(minor, 'ro') : `${amountText(minor, 'ro')}\u00a0${currency}`;
  return `${minor < 0 ? '-' : ''}${currency}\u00a0${amountText(Math.abs(minor), 'en')}`;
}
