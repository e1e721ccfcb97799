import type { Language } from '../../contract/languages.ts';

/** Minor units (bani) as people read money: 1.234,56 lei in Romanian, RON 1,234.56 in English. */
export function formatMoney(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'ro' ? 'ro-RO' : 'en-GB', { style: 'currency', currency }).format(
    minor / 100,
  );
}
