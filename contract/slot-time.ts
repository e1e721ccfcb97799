import { localParts } from './business-time.ts';

/**
 * Slots are laid out in Romanian local time (opening hours are local) and kept as UTC instants.
 * The offset changes twice a year, so each local time is converted with the offset of its own day.
 */
const offsetMs = (at: number) => {
  const { date, time } = localParts(new Date(at));
  return Date.parse(`${date}T${time}:00Z`) - Math.floor(at / 60_000) * 60_000;
};

/**
 * The instant of a local date and time, or null for a time the clocks skip (the hour lost in
 * spring). In the hour that repeats in autumn the first of the two is meant.
 */
export function localToInstant(date: string, time: string): Date | null {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const early = asUtc - offsetMs(asUtc - 3 * 3_600_000);
  const late = asUtc - offsetMs(asUtc + 3 * 3_600_000);
  for (const candidate of [Math.min(early, late), Math.max(early, late)]) {
    const back = localParts(new Date(candidate));
    if (back.date === date && back.time === time) return new Date(candidate);
  }
  return null;
}

/** ISO weekday of a date: 1 = Monday .. 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Minutes since midnight of HH:mm, and back. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
