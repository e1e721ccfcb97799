/** An active booking's span on a location, in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Counts, for slots asked in time order, the bookings that overlap each one. A booking made when a
 * location had longer slots (or other hours) still holds its place for its whole span, so places
 * are counted by overlap, not by equal start. Spans come sorted by start; a slot is [start, end).
 */
export function occupancyCounter(spans: readonly Span[]): (start: number, end: number) => number {
  let first = 0;
  return (start, end) => {
    // Spans before `first` ended before an earlier slot began, so before this one too.
    while (first < spans.length && spans[first]!.end <= start) first++;
    let count = 0;
    for (let i = first; i < spans.length && spans[i]!.start < end; i++) if (spans[i]!.end > start) count++;
    return count;
  };
}
