import { describe, expect, it } from 'vitest';
import {
  addRomanianWorkingDays,
  isRomanianPublicHoliday,
  isRomanianWorkingDay,
  nextWorkingDayFrom,
  romanianPublicHolidaysBetween,
  romanianWorkingDaysBetween,
} from './romanian-working-days.ts';

// Every case can be checked on a wall calendar. Orthodox Easter is 12 April 2026 and 2 May 2027;
// Pentecost is 31 May 2026 (Whit Monday on 1 June, Children's Day) and 20 June 2027.

describe('Romanian public holidays', () => {
  it.each([
    ['2026-01-01', 'Thursday, New Year', true],
    ['2026-01-02', 'Friday, the second day of the New Year', true],
    ['2026-01-06', 'Tuesday, Epiphany', true],
    ['2026-01-07', 'Wednesday, Saint John', true],
    ['2024-01-06', 'Epiphany in 2024, its first year as a public holiday', true],
    ['2023-01-06', 'Epiphany in 2023, before it was a public holiday', false],
    ['2023-01-07', 'Saint John in 2023, before it was a public holiday', false],
    ['2026-01-24', 'Union of the Principalities', true],
    ['2026-03-08', "Mother's Day, an observance only", false],
    ['2026-04-10', 'Good Friday 2026', true],
    ['2026-04-12', 'Easter Sunday 2026', true],
    ['2026-04-13', 'Easter Monday 2026', true],
    ['2026-04-14', 'the Tuesday after Easter 2026', false],
    ['2026-05-01', 'Labour Day', true],
    ['2026-05-21', 'Ascension, an observance only', false],
    ['2026-05-31', 'Pentecost 2026', true],
    ['2026-06-01', "Whit Monday and Children's Day 2026", true],
    ['2026-06-02', 'the Tuesday after Pentecost 2026', false],
    ['2026-08-15', 'Assumption', true],
    ['2026-11-30', "St Andrew's Day", true],
    ['2026-12-01', 'National Day', true],
    ['2026-12-08', 'Constitution Day, an observance only', false],
    ['2026-12-24', 'Christmas Eve', false],
    ['2026-12-25', 'Christmas Day', true],
    ['2026-12-26', 'the second day of Christmas', true],
    ['2027-04-30', 'Good Friday 2027', true],
    ['2027-05-01', 'Labour Day on Holy Saturday 2027', true],
    ['2027-05-02', 'Easter Sunday 2027', true],
    ['2027-05-03', 'Easter Monday 2027', true],
    ['2027-06-20', 'Pentecost 2027', true],
    ['2027-06-21', 'Whit Monday 2027', true],
  ])('%s (%s) is a public holiday: %s', (date, _what, holiday) => {
    expect(isRomanianPublicHoliday(date)).toBe(holiday);
  });

  it.each([
    ['2026-04-09', 'Thursday before Good Friday', true],
    ['2026-04-10', 'Good Friday', false],
    ['2026-04-11', 'Saturday', false],
    ['2026-04-14', 'Tuesday after Easter Monday', true],
    ['2026-08-15', 'Assumption on a Saturday', false],
    ['2026-08-17', 'the Monday after', true],
    ['2026-11-30', "St Andrew's Day on a Monday", false],
    ['2026-12-08', 'Constitution Day, an ordinary Tuesday', true],
  ])('%s (%s) is a working day: %s', (date, _what, working) => {
    expect(isRomanianWorkingDay(date)).toBe(working);
  });

  it('counts 250 working days in 2026 and 252 in 2027', () => {
    expect(romanianWorkingDaysBetween('2025-12-31', '2026-12-31')).toBe(250);
    expect(romanianWorkingDaysBetween('2026-12-31', '2027-12-31')).toBe(252);
  });

  it('refuses a date that is not a real YYYY-MM-DD date rather than count it as a working day', () => {
    for (const wrong of ['2026-02-30', '2026-13-01', '26-04-10', '2026-4-10', '']) {
      expect(() => isRomanianWorkingDay(wrong)).toThrow(RangeError);
    }
    expect(() => addRomanianWorkingDays('2026-04-08', -1)).toThrow(RangeError);
    expect(() => addRomanianWorkingDays('2026-04-08', 1.5)).toThrow(RangeError);
  });
});

describe('counting working days', () => {
  it.each([
    ['2026-04-08', 5, '2026-04-17', 'Wed before Easter 2026: skips Good Friday, the weekend and Easter Monday'],
    ['2027-04-28', 5, '2027-05-07', 'Wed before Easter 2027: skips Good Friday, 1 May, Easter Sunday and Monday'],
    ['2026-05-28', 2, '2026-06-02', 'Thu before Pentecost 2026: skips the weekend and Whit Monday'],
    ['2025-08-14', 1, '2025-08-18', 'Thu before Assumption on a Friday'],
    ['2025-01-23', 1, '2025-01-27', 'Thu before 24 January on a Friday'],
    ['2026-11-27', 5, '2026-12-08', 'Fri 27 November: skips the weekend, 30 November and 1 December'],
    ['2026-12-23', 5, '2026-12-31', 'Wed before Christmas: skips 25 and 26 December and Sunday'],
    ['2026-12-23', 10, '2027-01-12', 'the same, on over New Year and 6-7 January'],
    ['2026-04-10', 0, '2026-04-10', 'no days at all: the date itself, open or not'],
  ])('%s + %i working days = %s (%s)', (from, days, expected) => {
    expect(addRomanianWorkingDays(from, days)).toBe(expected);
  });

  it.each([
    ['2026-04-09', '2026-04-09', 'a Thursday is open'],
    ['2026-04-10', '2026-04-14', 'Good Friday 2026 to the Tuesday after Easter'],
    ['2027-04-30', '2027-05-04', 'Good Friday 2027 to the Tuesday after Easter, past 1 May'],
    ['2026-05-30', '2026-06-02', 'the Saturday before Pentecost 2026'],
    ['2026-11-28', '2026-12-02', 'Saturday 28 November, past 30 November and 1 December'],
    ['2026-12-25', '2026-12-28', 'Christmas Day to the Monday after'],
    ['2027-01-01', '2027-01-04', 'New Year to the Monday after'],
    ['2027-01-06', '2027-01-08', 'Epiphany to the Friday after Saint John'],
  ])('the first working day from %s is %s (%s)', (date, expected) => {
    expect(nextWorkingDayFrom(date)).toBe(expected);
  });

  it.each([
    ['2026-04-08', '2026-04-17', 5],
    ['2026-11-27', '2026-12-08', 5],
    ['2026-12-23', '2027-01-12', 10],
    ['2026-04-16', '2026-04-21', 3],
    ['2026-04-10', '2026-04-13', 0],
    ['2026-04-17', '2026-04-17', 0],
    ['2026-04-17', '2026-04-08', 0],
  ])('from %s to %s: %i working days', (from, to, expected) => {
    expect(romanianWorkingDaysBetween(from, to)).toBe(expected);
  });
});

describe('public holidays to show', () => {
  it('lists the closed days over the New Year, weekend ones too, in English and Romanian', () => {
    expect(romanianPublicHolidaysBetween('2026-12-20', '2027-01-10')).toEqual([
      { date: '2026-12-25', name_en: 'Christmas Day', name_ro: 'Crăciunul' },
      { date: '2026-12-26', name_en: 'Boxing Day', name_ro: 'A doua zi de Crăciun' },
      { date: '2027-01-01', name_en: "New Year's Day", name_ro: 'Anul nou' },
      { date: '2027-01-02', name_en: "New Year's Day", name_ro: 'Anul nou' },
      { date: '2027-01-06', name_en: 'Epiphany', name_ro: 'Bobotează' },
      { date: '2027-01-07', name_en: 'Saint John the Baptist', name_ro: 'Sfântul Ioan Botezătorul' },
    ]);
  });

  it('includes both ends and shows two holidays on one day as one closed day', () => {
    expect(romanianPublicHolidaysBetween('2026-05-31', '2026-06-01')).toEqual([
      { date: '2026-05-31', name_en: 'Pentecost', name_ro: 'Rusaliile' },
      { date: '2026-06-01', name_en: "Children's Day / Whit Monday", name_ro: 'Ziua Copilului / A doua zi de Rusalii' },
    ]);
    expect(romanianPublicHolidaysBetween('2026-06-02', '2026-06-01')).toEqual([]);
  });

  it('writes Romanian names with ș and ț (comma below), never the cedilla look-alikes', () => {
    const easter = romanianPublicHolidaysBetween('2026-04-12', '2026-04-13').map((h) => h.name_ro);
    expect(easter).toEqual(['Pa\u0219tele', 'A doua zi de Pa\u0219ti']);
    expect(romanianPublicHolidaysBetween('2026-12-01', '2026-12-01')[0]?.name_ro).toBe(
      'Ziua na\u021bional\u0103, Ziua Marii Uniri',
    );
    const names = romanianPublicHolidaysBetween('2020-01-01', '2030-12-31')
      .map((h) => h.name_ro)
      .join('');
    expect(names).not.toMatch(/[\u015e\u015f\u0162\u0163]/);
  });

  it('has every year the same closed days the law lists', () => {
    const days = (year: number) =>
      romanianPublicHolidaysBetween(`${year}-01-01`, `${year}-12-31`).map((h) => h.date.slice(5));
    expect(days(2026).join(' ')).toBe(
      '01-01 01-02 01-06 01-07 01-24 04-10 04-12 04-13 05-01 05-31 06-01 08-15 11-30 12-01 12-25 12-26',
    );
    expect(days(2027).join(' ')).toBe(
      '01-01 01-02 01-06 01-07 01-24 04-30 05-01 05-02 05-03 06-01 06-20 06-21 08-15 11-30 12-01 12-25 12-26',
    );
  });
});
