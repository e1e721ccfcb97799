/**
 * The one source of time. Countdowns, expiries and blocks read it, so tests move time forward
 * instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move; for tests and benchmarks. */
export function manualClock(start: Date = new Date('2026-01-15T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
