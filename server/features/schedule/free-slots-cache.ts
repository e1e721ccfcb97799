import type { Kysely } from 'kysely';
import { setBounded } from '../../../contract/bounded-cache.ts';
import type { Database } from '../../db/schema.ts';
import { type ReusableJson, reusableJson } from '../../http/compressed-json.ts';
import { freeSlots, type SlotsQuery, scheduleVersion } from './free-slots.ts';

interface Entry {
  /** The organisation's schedule version read before the answer was computed. */
  version: number;
  computedAt: number;
  json: Promise<{ body: ReusableJson; validUntil: number }>;
}

// A month of a county's free places is about 270 KB; a few dozen queries in memory cover the
// counties people book in at one time.
const ENTRIES = 32;

/**
 * Free slots as JSON (and its compressed copies), computed once and answered again while the organisation's schedule
 * version (moved by the database on any write to its bookings or locations, from any process) and
 * the clock say it still holds. A county's month is 50 locations and thousands of bookings to read
 * and count, tens of milliseconds; people open the same county's month again and again. Requests
 * that arrive while an answer is being computed wait for that one.
 */
export function createFreeSlotsCache(
  db: Kysely<Database>,
): (organisationId: string, query: SlotsQuery, now: Date) => Promise<ReusableJson> {
  const entries = new Map<string, Entry>();
  return async (organisationId, query, now) => {
    const key = `${organisationId} ${query.county} ${query.from} ${query.days} ${query.location_id ?? ''}`;
    // Read before computing: a write that lands meanwhile leaves the entry at an older version,
    // so the next request computes again rather than keeping a stale answer.
    const version = await scheduleVersion(db, organisationId);
    const at = now.getTime();
    const known = entries.get(key);
    if (known && known.version === version && known.computedAt <= at) {
      const answer = await known.json.catch(() => undefined);
      if (answer && at < answer.validUntil) return answer.body;
    }
    const json = freeSlots(db, organisationId, query, now).then(({ answer, validUntil }) => ({
      body: reusableJson(answer),
      validUntil,
    }));
    const entry = { version, computedAt: at, json };
    entries.delete(key);
    setBounded(entries, key, entry, ENTRIES);
    try {
      return (await json).body;
    } catch (error) {
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    }
  };
}
