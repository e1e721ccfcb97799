import { foldForComparison } from '../../contract/password-policy.ts';

/**
 * Search works on prefixes of normalised words: upper case, no diacritics, letters and digits
 * only. Each assignment is stored under its numbers, plate, policy and each of the insured's
 * names, so "popesc", "b 123" and "dos-0001" all find it with an index range.
 */
export function normaliseTerm(text: string): string {
  return foldForComparison(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The smallest term above every term starting with `prefix`, or null when there is none ("ZZ").
 * It stays inside the alphabet of terms, where byte order (SQLite, PostgreSQL's C collation) and
 * linguistic collations agree: digits before letters, no punctuation that a collation might skip.
 */
export function prefixEnd(prefix: string): string | null {
  for (let i = prefix.length - 1; i >= 0; i--) {
    const next = ALPHABET.indexOf(prefix.charAt(i)) + 1;
    if (next < ALPHABET.length) return prefix.slice(0, i) + ALPHABET[next];
  }
  return null;
}
