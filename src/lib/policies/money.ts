import type { Language } from '../../../contract/languages.ts';

const romanian = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money kept in minor units (bani), shown as people of each language write it: 1.234,56 lei in
 * Romanian, RON 1,234.56 in English. Other currencies show by their code in both.
 */
export function formatMoney(minor: number, currency: string, lang: Language): string {
  const amount = minor / 100;
  if (lang === 'ro' && currency === 'RON') return `${romanian.format(amount)} lei`;
  const locale = lang === 'ro' ? 'ro-RO' : 'en-GB';
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
}
