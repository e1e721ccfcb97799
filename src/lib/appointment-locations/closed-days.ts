/**
 * Closed days as people type them, dd.MM.yyyy one a line in either language; the API keeps
 * YYYY-MM-DD. Every line that is no real day is named, so the form can say which ones, all at once.
 */
const TYPED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** '2026-12-24' → '24.12.2026'. */
export const shownDay = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The typed lines that are days, as API days, and those that are not (blank lines are only the typing's). */
export function parseClosedDays(text: string): { days: string[]; bad: string[] } {
  const days: string[] = [];
  const bad: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const match = TYPED.exec(line);
    if (!match) {
      bad.push(line);
      continue;
    }
    const [, d, m, y] = match as unknown as [string, string, string, string];
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    const at = new Date(`${iso}T12:00:00Z`);
    // 31.02 rolls over into March: not a day of the calendar.
    if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== iso) bad.push(line);
    else days.push(iso);
  }
  return { days, bad };
}
