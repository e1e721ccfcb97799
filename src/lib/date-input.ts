import type { Language } from '../../contract/languages.ts';

/**
 * Dates and times as people type them into the product's own fields, whatever the browser's
 * locale: day first (05.03.2026, 5.3.2026, 5/3/26, 05032026, or a pasted 2026-03-05) and the
 * 24-hour clock (14:30, 1430, 9.05, 9). Native pickers follow the browser's locale instead, so a
 * Romanian page showed mm/dd/yyyy and AM/PM.
 */

/** What the empty field shows, in the reader's words for day, month and year. */
export const DATE_PATTERN: Record<Language, string> = { en: 'dd.mm.yyyy', ro: 'zz.ll.aaaa' };
export const TIME_PATTERN: Record<Language, string> = { en: 'hh:mm', ro: 'hh:mm' };

/** A day as the API takes it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

function realDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2999) return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The typed text as YYYY-MM-DD, or null when it is not a real day written day first. */
export function readDate(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  const parts = compact ?? /^(\d{1,2})\s*[./\- ]\s*(\d{1,2})\s*[./\- ]\s*(\d{2}|\d{4})$/.exec(typed);
  if (!parts) return null;
  const year = Number(parts[3]);
  return realDate(parts[3]?.length === 2 ? 2000 + year : year, Number(parts[2]), Number(parts[1]));
}

/** YYYY-MM-DD as the field shows it: 05.03.2026; anything else as it was typed. */
export function dateText(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : value;
}

/** The typed text as HH:mm on the 24-hour clock, or null. */
export function readTime(text: string): string | null {
  const parts = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?$/.exec(text.trim()) ?? /^(\d{2})(\d{2})$/.exec(text.trim());
  if (!parts) return null;
  const hour = Number(parts[1]);
  const minute = Number(parts[2] ?? '0');
  return hour < 24 && minute < 60 ? `${pad(hour)}:${pad(minute)}` : null;
}
