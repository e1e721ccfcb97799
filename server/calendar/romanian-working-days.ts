import Holidays from 'date-holidays';
import { addDays } from '../../contract/business-time.ts';

/**
 * Romania's working-day calendar: Monday to Friday, less the public holidays of the Labour Code
 * as date-holidays knows them. Dates are YYYY-MM-DD on the Bucharest calendar (contract/business-time.ts).
 */

export interface RomanianPublicHoliday {
  date: string;
  name_en: string;
  name_ro: string;
}

type HolidayNames = Omit<RomanianPublicHoliday, 'date'>;

const DAY_MS = 86_400_000;
const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** Building the rule set parses the country's rules, so it is done once, on first use. */
let romania: Holidays | undefined;
const holidaysOfRomania = () => {
  romania ??= new Holidays('RO');
  return romania;
};

/**
 * The one place where the law and date-holidays 3.37 part ways. The library lists Epiphany (6 January)
 * and Saint John (7 January) for every year, but they are public holidays only since 2024: a term
 * counted over them in an earlier year must not skip them.
 */
const PUBLIC_HOLIDAY_SINCE: Record<string, number> = { '01-06': 2024, '01-07': 2024 };
const isPublicHolidayThatYear = (date: string) =>
  Number(date.slice(0, 4)) >= (PUBLIC_HOLIDAY_SINCE[date.slice(5)] ?? 0);

/** Romanian is written with a comma below s and t; older data used the cedilla look-alikes. */
const withCommaBelow = (name: string) =>
  name
    .replace(/\u015f/g, '\u0219')
    .replace(/\u0163/g, '\u021b')
    .replace(/\u015e/g, '\u0218')
    .replace(/\u0162/g, '\u021a');

/** Each day a public holiday covers: the library gives 1-2 January as one holiday lasting two days. */
function daysCovered(holiday: { date: string; start: Date; end: Date }): string[] {
  const first = holiday.date.slice(0, 10);
  const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
  return Array.from({ length }, (_, offset) => addDays(first, offset));
}

function publicHolidaysOf(year: number, language: 'en' | 'ro'): Map<string, string> {
  const names = new Map<string, string>();
  for (const holiday of holidaysOfRomania().getHolidays(year, language)) {
    if (holiday.type !== 'public') continue;
    for (const date of daysCovered(holiday)) {
      if (!date.startsWith(`${year}-`) || !isPublicHolidayThatYear(date)) continue;
      // Two holidays may share a day (Whit Monday on Children's Day, 1 June 2026): the day shows both.
      const before = names.get(date);
      names.set(date, before ? `${before} / ${holiday.name}` : holiday.name);
    }
  }
  return names;
}

/** A year's public holidays by date, worked out once per year so a check is one look-up. */
const holidaysByYear = new Map<number, Map<string, HolidayNames>>();

function holidaysIn(year: number): Map<string, HolidayNames> {
  let days = holidaysByYear.get(year);
  if (!days) {
    const english = publicHolidaysOf(year, 'en');
    const romanian = publicHolidaysOf(year, 'ro');
    days = new Map();
    for (const date of [...english.keys()].sort()) {
      const name_en = english.get(date) ?? '';
      days.set(date, { name_en, name_ro: withCommaBelow(romanian.get(date) ?? name_en) });
    }
    holidaysByYear.set(year, days);
  }
  return days;
}

/** A real calendar date written YYYY-MM-DD, or a RangeError: a mistyped date would otherwise count as a working day. */
function checkedDate(date: string): string {
  if (!DATE_FORMAT.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`)) || addDays(date, 0) !== date)
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return date;
}

const isHoliday = (date: string) => holidaysIn(Number(date.slice(0, 4))).has(date);

const isWeekend = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

const isOpen = (date: string) => !isWeekend(date) && !isHoliday(date);

export function isRomanianPublicHoliday(date: string): boolean {
  return isHoliday(checkedDate(date));
}

/** Not a Saturday or Sunday, and not a public holiday. */
export function isRomanianWorkingDay(date: string): boolean {
  return isOpen(checkedDate(date));
}

/** The date `days` working days after `date`, the date itself not counted; `date` itself for 0. */
export function addRomanianWorkingDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days) || days < 0)
    throw new RangeError(`Working days must be a whole number of at least 0: ${days}`);
  let at = checkedDate(date);
  for (let left = days; left > 0; ) {
    at = addDays(at, 1);
    if (isOpen(at)) left--;
  }
  return at;
}

/** `date` itself when it is a working day, else the first working day after it. */
export function nextWorkingDayFrom(date: string): string {
  let at = checkedDate(date);
  while (!isOpen(at)) at = addDays(at, 1);
  return at;
}

/** Working days after `from` up to and including `to`; 0 when `to` is not after `from`. */
export function romanianWorkingDaysBetween(from: string, to: string): number {
  checkedDate(from);
  checkedDate(to);
  let count = 0;
  for (let at = addDays(from, 1); at <= to; at = addDays(at, 1)) if (isOpen(at)) count++;
  return count;
}

/** The public holidays from `from` to `to`, both included and weekends too, in date order: the closed days to show. */
export function romanianPublicHolidaysBetween(from: string, to: string): RomanianPublicHoliday[] {
  checkedDate(from);
  checkedDate(to);
  const found: RomanianPublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const [date, names] of holidaysIn(year)) if (date >= from && date <= to) found.push({ date, ...names });
  }
  return found;
}
