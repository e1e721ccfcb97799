import { formatDate } from './dates.ts';

const weekdayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  ro: new Intl.DateTimeFormat('ro-RO', { weekday: 'long', timeZone: 'UTC' }),
};

/**
 * A day with its weekday: '2026-01-16' → 'Friday, 16.01.2026' / 'vineri, 16.01.2026'. Romanian
 * writes weekdays in lower case, but for the first word of a line or sentence (`atStart`).
 */
export function formatDay(date: string, lang: 'en' | 'ro', atStart = false): string {
  const weekday = weekdayFormats[lang].format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
  const named = atStart ? weekday.charAt(0).toUpperCase() + weekday.slice(1) : weekday;
  return `${named}, ${formatDate(date)}`;
}
