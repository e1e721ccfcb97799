import { describe, expect, it } from 'vitest';
import { dateText, readDate, readTime } from './date-input.ts';

describe('dates typed day first', () => {
  it.each([
    ['05.03.2026', '2026-03-05'],
    ['5.3.2026', '2026-03-05'],
    ['5/3/26', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    [' 05 . 03 . 2026 ', '2026-03-05'],
    ['05032026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %s as %s', (typed, iso) => expect(readDate(typed)).toBe(iso));

  it.each(['', '30.02.2026', '13.13.2026', '03/32/2026', 'tomorrow', '5.3', '1.1.1800', '2026/03/05'])(
    'refuses %s',
    (typed) => expect(readDate(typed)).toBeNull(),
  );

  it('shows a day as dd.MM.yyyy and leaves other text as typed', () => {
    expect(dateText('2026-03-05')).toBe('05.03.2026');
    expect(dateText('5.3.')).toBe('5.3.');
  });
});

describe('times on the 24-hour clock', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['9.05', '09:05'],
    ['1430', '14:30'],
    ['9', '09:00'],
    ['23h59', '23:59'],
  ])('reads %s as %s', (typed, time) => expect(readTime(typed)).toBe(time));

  it.each(['24:00', '12:60', '2 PM', '', '1:5'])('refuses %s', (typed) => expect(readTime(typed)).toBeNull());
});
