/** The insurer works on Romanian time: "due today" and "overdue" turn over at midnight there. */
export const BUSINESS_TIME_ZONE = 'Europe/Bucharest';

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of an instant, on the business calendar. */
export const businessDate = (at: Date): string => dateFormat.format(at);

/** YYYY-MM-DD `days` after (or before, when negative) a business date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
