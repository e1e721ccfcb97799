import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLei, formatMoney } from './money-text.ts';

/** What Intl's currency format writes, for amounts small enough that a float holds their hundredths. */
const intlText = (minor: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(minor / 100);

describe('money as people read it', () => {
  it('writes lei after the amount in Romanian and the code before it in English', () => {
    expect(formatMoney(123_456, 'RON', 'ro')).toBe('1.234,56 lei');
    expect(formatMoney(123_456, 'RON', 'en')).toBe('RON\u00a01,234.56');
    expect(formatMoney(50_000, 'RON', 'ro')).toBe('500,00 lei');
    expect(formatMoney(-5, 'EUR', 'ro')).toBe('-0,05\u00a0EUR');
    expect(formatMoney(-123_456, 'EUR', 'en')).toBe('-EUR\u00a01,234.56');
  });

  it("writes the assessment pages' lei the same way in both languages", () => {
    expect(formatLei(212_907, 'en')).toBe('2,129.07 lei');
    expect(formatLei(212_907, 'ro')).toBe('2.129,07 lei');
    expect(formatLei(-1, 'ro')).toBe('-0,01 lei');
    // Past what a float holds to the ban, the digits are still exact.
    expect(formatLei(9_007_199_254_740_991, 'en')).toBe('90,071,992,547,409.91 lei');
  });

  it('writes a code where Intl writes it, and Romanian lei as formatLei does', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 }).filter((n) => !Object.is(n, -0));
    fc.assert(
      fc.property(amount, fc.constantFrom('RON', 'EUR', 'USD'), (minor, currency) => {
        expect(formatMoney(minor, currency, 'en')).toBe(intlText(minor, currency, 'en-GB'));
        const ro = currency === 'RON' ? formatLei(minor, 'ro') : intlText(minor, currency, 'ro-RO');
        expect(formatMoney(minor, currency, 'ro')).toBe(ro);
      }),
    );
  });
});
