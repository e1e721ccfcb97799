/**
 * How long and how hard the bench lines measure. BENCH_SECONDS shortens or lengthens every round
 * alike, so the ratios stay comparable.
 */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 32;
export const ROUNDS = 2;

/** One organisation's tracker texts, read from the database: the public page's one API call. */
export const TRACKER_PATH = '/api/tracker/getTrackerConfig?org_code=DEMO';
