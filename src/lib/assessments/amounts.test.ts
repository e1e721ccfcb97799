import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './amounts.ts';

const value = (text: string, lang: 'en' | 'ro', decimals = 2) => {
  const parsed = parseAmount(text, lang, decimals);
  return parsed.ok ? parsed.value : parsed.key;
};

describe('an amount typed into the note', () => {
  it('is read as the reader writes it, into whole bani', () => {
    expect(value('1.234,56', 'ro')).toBe(123456);
    expect(value('1234,56', 'ro')).toBe(123456);
    expect(value('1 234,5', 'ro')).toBe(123450);
    expect(value('1,234.56', 'en')).toBe(123456);
    expect(value('1234.5', 'en')).toBe(123450);
    expect(value('0.1', 'en')).toBe(10);
    expect(value(',5', 'ro')).toBe(50);
    expect(value('12', 'en')).toBe(1200);
    expect(value('1.000.000', 'ro')).toBe(100000000);
  });

  it('never passes through a float: sums of typed cents stay exact', () => {
    expect(value('0,1', 'ro') as number).toBe(10);
    expect((value('0.1', 'en') as number) + (value('0.2', 'en') as number)).toBe(30);
    expect(value('1.15', 'en')).toBe(115);
    expect(value('4.35', 'en')).toBe(435);
  });

  it('reads hours in hundredths and quantities in thousandths', () => {
    expect(value('1,5', 'ro', 2)).toBe(150);
    expect(value('2', 'en', 3)).toBe(2000);
    expect(value('0.25', 'en', 3)).toBe(250);
  });

  it('refuses what it cannot read without guessing, each with its reason', () => {
    expect(value('', 'en')).toBe('error.noteInput.required');
    expect(value('  ', 'ro')).toBe('error.noteInput.required');
    expect(value('-5', 'en')).toBe('error.noteInput.negative');
    expect(value('12.5', 'ro')).toBe('error.noteInput.format');
    expect(value('1,23', 'en')).toBe('error.noteInput.format');
    expect(value('1.234.56', 'en')).toBe('error.noteInput.format');
    expect(value('abc', 'en')).toBe('error.noteInput.format');
    expect(value('1e3', 'en')).toBe('error.noteInput.format');
    expect(value('.', 'en')).toBe('error.noteInput.format');
    expect(value('1.234', 'en')).toBe('error.noteInput.decimals');
    expect(value('99999999999999', 'en')).toBe('error.noteInput.tooLarge');
  });
});

describe('an amount shown in an input', () => {
  it('is written the reader’s way and read back the same', () => {
    expect(formatAmount(123456, 'ro', 2)).toBe('1.234,56');
    expect(formatAmount(123456, 'en', 2)).toBe('1,234.56');
    expect(formatAmount(5, 'en', 2)).toBe('0.05');
    expect(formatAmount(1500, 'ro', 3, true)).toBe('1,5');
    expect(formatAmount(1000, 'en', 3, true)).toBe('1');
    for (const n of [0, 1, 99, 100, 123456789, 100000000]) {
      for (const lang of ['en', 'ro'] as const) expect(value(formatAmount(n, lang, 2), lang)).toBe(n);
    }
  });
});
