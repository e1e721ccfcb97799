import type { Kysely } from 'kysely';
import { addDays, businessDate, workingDaysBetween } from '../../../contract/business-time.ts';
import { setBounded } from '../../../contract/bounded-cache.ts';
import type { Database } from '../../db/schema.ts';

/** Fewer closed cases than this through a step say too little: no duration is shown for it. */
export const MIN_CASES_FOR_DURATION = 5;
/** Only what the insurer did lately says how it works now. */
const WINDOW_DAYS = 90;

type Range = { low: number; high: number };

/** By organisation, business day and the set of closed cases: a new closed case is seen at once. */
const cache = new Map<string, Map<number, Range>>();
const CACHE_CAP = 256;

/** The p-th percentile (0..1) of sorted numbers, interpolated between neighbours. */
function percentile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = sorted[Math.floor(at)] ?? 0;
  const above = sorted[Math.ceil(at)] ?? below;
  return below + (above - below) * (at - Math.floor(at));
}

/**
 * How many working days the organisation's cases usually spend in each step: the 25th to 75th
 * percentile over its cases closed (that reached the last step) in the last 90 days. A case spent
 * a step from the first event that entered it to the first that went past it; a step left the
 * same day counts as one day, as "usually 0 days" tells a visitor nothing. Steps with fewer than
 * MIN_CASES_FOR_DURATION cases are absent.
 */
export async function typicalStepDays(
  db: Kysely<Database>,
  organisationId: string,
  lastStep: number,
  now: Date,
): Promise<Map<number, Range>> {
  const since = `${addDays(businessDate(now), -WINDOW_DAYS)}T00:00:00.000Z`;
  const closed = db
    .selectFrom('tracker_events as e')
    .innerJoin('tracker_cases as c', 'c.id', 'e.case_id')
    .select('e.case_id')
    .where('c.organisation_id', '=', organisationId)
    .where('e.process_step_index', '>=', lastStep)
    .where('e.created_at', '>=', since);
  const mark = await closed
    .clearSelect()
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('e.id').as('newest')])
    .executeTakeFirst();
  const key = `${organisationId}|${businessDate(now)}|${lastStep}|${mark?.n ?? 0}|${mark?.newest ?? ''}`;
  const known = cache.get(key);
  if (known) return known;

  const events = await db
    .selectFrom('tracker_events')
    .select(['case_id', 'process_step_index', 'created_at'])
    .where('case_id', 'in', closed)
    .orderBy('case_id')
    .orderBy('created_at')
    .execute();
  const spent = new Map<number, number[]>();
  const byCase = Map.groupBy(events, (e) => e.case_id);
  for (const caseEvents of byCase.values()) {
    for (let step = 1; step < lastStep; step++) {
      const entered = caseEvents.find((e) => e.process_step_index === step);
      const left = entered && caseEvents.find((e) => e.process_step_index > step && e.created_at >= entered.created_at);
      if (!entered || !left) continue;
      const days = workingDaysBetween(
        businessDate(new Date(entered.created_at)),
        businessDate(new Date(left.created_at)),
      );
      spent.set(step, [...(spent.get(step) ?? []), Math.max(1, days)]);
    }
  }
  const ranges = new Map<number, Range>();
  for (const [step, days] of spent) {
    if (days.length < MIN_CASES_FOR_DURATION) continue;
    const sorted = days.toSorted((a, b) => a - b);
    ranges.set(step, { low: Math.round(percentile(sorted, 0.25)), high: Math.round(percentile(sorted, 0.75)) });
  }
  setBounded(cache, key, ranges, CACHE_CAP);
  return ranges;
}
