import type { Language } from '../../../contract/languages.ts';

/**
 * Numbers typed into the note as the reader writes them (ro: 1.234,56; en: 1,234.56), read into
 * whole minor units without ever passing through a float: money in bani (2 decimals), labour hours
 * in hundredths (2), quantities in thousandths (3). Digits are joined as text and read once as an
 * integer, so 0,1 + 0,2 stays 30 bani.
 */
export type ParsedAmount = { ok: true; value: number } | { ok: false; key: AmountProblemKey };

export type AmountProblemKey =
  | 'error.noteInput.required'
  | 'error.noteInput.format'
  | 'error.noteInput.negative'
  | 'error.noteInput.decimals'
  | 'error.noteInput.tooLarge';

/** The message keys an amount typed wrong can show, for a page to pick into its strings. */
export const AMOUNT_PROBLEM_KEYS: readonly AmountProblemKey[] = [
  'error.noteInput.required',
  'error.noteInput.format',
  'error.noteInput.negative',
  'error.noteInput.decimals',
  'error.noteInput.tooLarge',
];

/** More digits than this cannot be an amount of a note and would leave the safe integers. */
const MAX_DIGITS = 13;

const separators = (lang: Language) => (lang === 'ro' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' });

/**
 * Reads `text` with `decimals` places into an integer. Group separators are optional but, when
 * written, must part the digits in threes (in Romanian "12.5" is neither twelve and a half nor
 * a thousand-something, so it is refused rather than guessed); spaces may group digits too.
 */
export function parseAmount(text: string, lang: Language, decimals: number): ParsedAmount {
  const { group, decimal } = separators(lang);
  const typed = text.replace(/[\s\u00a0\u202f]/g, '');
  if (typed === '') return { ok: false, key: 'error.noteInput.required' };
  if (typed.startsWith('-')) return { ok: false, key: 'error.noteInput.negative' };
  const [whole = '', fraction, extra] = typed.split(decimal);
  if (extra !== undefined) return { ok: false, key: 'error.noteInput.format' };
  const groups = whole.split(group);
  const grouped = groups.length > 1;
  const wellGrouped =
    !grouped || (/^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((part) => /^\d{3}$/.test(part)));
  if (!wellGrouped || !/^\d*$/.test(groups.join(''))) return { ok: false, key: 'error.noteInput.format' };
  const digits = groups.join('');
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, key: 'error.noteInput.format' };
  if (digits === '' && fraction === undefined) return { ok: false, key: 'error.noteInput.format' };
  const places = fraction ?? '';
  if (places.length > decimals) return { ok: false, key: 'error.noteInput.decimals' };
  const all = `${digits}${places.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  if (all.length > MAX_DIGITS) return { ok: false, key: 'error.noteInput.tooLarge' };
  return { ok: true, value: Number.parseInt(all || '0', 10) };
}

/**
 * An integer of minor units as the reader writes it in an input, without a currency: 123456 with
 * 2 places is "1.234,56" in Romanian, "1,234.56" in English; quantities drop trailing zeros
 * (1500 thousandths is "1,5" / "1.5", 1000 is "1").
 */
export function formatAmount(value: number, lang: Language, decimals: number, trim = false): string {
  const { group, decimal } = separators(lang);
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  let places = digits.slice(digits.length - decimals);
  if (trim) places = places.replace(/0+$/, '');
  return places ? `${sign}${whole}${decimal}${places}` : `${sign}${whole}`;
}

/** Decimal places of each kind of number in a note line. */
export const PLACES = { money: 2, hours: 2, quantity: 3 } as const;
