import { BUSINESS_TIME_ZONE, businessDate } from '../../contract/business-time.ts';

/** Dates show as dd.MM.yyyy and times on the insurer's clock, whatever the browser's zone. */
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const parts = (iso: string) => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return Object.fromEntries(partsFormat.formatToParts(at).map((f) => [f.type, f.value])) as Record<
    'day' | 'month' | 'year' | 'hour' | 'minute',
    string
  >;
};

/** '2026-03-05' or an ISO time → '05.03.2026'. */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return `${p.day}.${p.month}.${p.year}`;
}

/** An ISO time → '05.03.2026 14:07' (the print header's DD.MM.YYYY HH:mm). */
export function formatDateTime(iso: string): string {
  const p = parts(iso);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** Today's date on the insurer's calendar, YYYY-MM-DD, as the server counts "due today". */
export const todayInRomania = (): string => businessDate(new Date());

const monthFormats = {
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ro: new Intl.DateTimeFormat('ro-RO', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** '2026-03' → 'March 2026' / 'martie 2026'; anything else as it is. */
export function formatMonth(month: string, lang: 'en' | 'ro'): string {
  return /^\d{4}-\d{2}$/.test(month) ? monthFormats[lang].format(new Date(`${month}-15T12:00:00Z`)) : month;
}

/** A report's day ('2026-03-05' → '05.03.2026') or month; other text (a "not yet") as it is. */
export function formatReportDay(value: string, kind: 'date' | 'month', lang: 'en' | 'ro'): string {
  if (kind === 'month') return formatMonth(value, lang);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}
