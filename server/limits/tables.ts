/**
 * One row per limited key (an address, a contact, a case, a username): how many actions its current
 * window has allowed and when that window ends. A window starts with the first action after the
 * last one ended.
 */
interface RateCountersTable {
  key: string;
  count: number;
  window_ends: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface RateCounterTables {
  rate_counters: RateCountersTable;
}
