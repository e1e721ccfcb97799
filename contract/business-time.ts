/** The insurer works on Romanian time: "due today" and "overdue" turn over at midnight there. */
export const BUSINESS_TIME_ZONE = 'Europe/Bucharest';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Calendar days from one business date to another (negative when `to` is earlier); noon UTC keeps daylight saving out. */
export function calendarDaysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** YYYY-MM-DD of an instant, on the business calendar. */
export const businessDate = (at: Date): string => dateFormat.format(at);

/** YYYY-MM-DD `days` after (or before, when negative) a business date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Local date and time (YYYY-MM-DD, HH:mm) of an instant, on the business clock. */
export function localParts(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The instant a business day begins (midnight in Bucharest), as ISO-8601 UTC text. */
export function businessDayStart(date: string): string {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(utcMidnight)).map((part) => [part.type, part.value]));
  const localAsUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return new Date(utcMidnight - (localAsUtc - utcMidnight)).toISOString();
}

/** The Monday of a business date's week. */
export function weekStart(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

const isWorkingDay = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The business date `days` working days (Monday to Friday) after a business date. */
export function addWorkingDays(date: string, days: number): string {
  let at = date;
  for (let left = days; left > 0; ) {
    at = addDays(at, 1);
    if (isWorkingDay(at)) left--;
  }
  return at;
}

/** Working days (Monday to Friday) after `from` up to and including `to`; 0 for the same day or earlier. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let at = addDays(from, 1); at <= to; at = addDays(at, 1)) if (isWorkingDay(at)) count++;
  return count;
}
