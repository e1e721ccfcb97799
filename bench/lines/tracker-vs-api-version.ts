import {
  averageRate,
  errorCount,
  load,
  loadAtRate,
  median,
  worstP99,
  type LoadResult,
  type RateResult,
  type StartedServer,
} from '../load.ts';
import { CONNECTIONS, ROUNDS, SECONDS, TRACKER_PATH } from '../settings.ts';

const FIXED_RATE = 5000;
const FIXED_ROUNDS = 3;

/** Tracker lookups (the organisation's tracker texts, read from the database) beside /api/version. */
export async function trackerLookupsVsApiVersion(app: StartedServer): Promise<void> {
  const trackerRuns: LoadResult[] = [];
  const versionAgain: LoadResult[] = [];
  await load(app.port, TRACKER_PATH, { seconds: 1, connections: CONNECTIONS });
  for (let round = 0; round < ROUNDS; round++) {
    trackerRuns.push(await load(app.port, TRACKER_PATH, { seconds: SECONDS, connections: CONNECTIONS }));
    versionAgain.push(await load(app.port, '/api/version', { seconds: SECONDS, connections: CONNECTIONS }));
  }
  console.log(
    `tracker-lookups-vs-api-version: ${(averageRate(trackerRuns) / averageRate(versionAgain)).toFixed(2)}x ` +
      `(${Math.round(averageRate(trackerRuns))} lookups/s, p99 ${worstP99(trackerRuns).toFixed(1)} ms; ` +
      `/api/version ${Math.round(averageRate(versionAgain))} req/s; ${errorCount(trackerRuns)} errors)`,
  );
}

/**
 * The same lookup at a fixed 5,000 requests/s (open loop: latency counted from when each request
 * was due), beside /api/version at the same rate. This machine is a small VM whose host now and
 * then stalls it for ~100 ms, which at 5,000/s alone fills the top percent: three rounds after a
 * warm-up, each shown, and the median round compared.
 */
export async function trackerP99AtFixedRateVsApiVersion(app: StartedServer): Promise<void> {
  await loadAtRate(app.port, TRACKER_PATH, { perSecond: FIXED_RATE, seconds: 2, connections: 64 });
  const fixedTracker: RateResult[] = [];
  const fixedVersion: RateResult[] = [];
  for (let round = 0; round < FIXED_ROUNDS; round++) {
    fixedTracker.push(
      await loadAtRate(app.port, TRACKER_PATH, { perSecond: FIXED_RATE, seconds: SECONDS, connections: 64 }),
    );
    fixedVersion.push(
      await loadAtRate(app.port, '/api/version', { perSecond: FIXED_RATE, seconds: SECONDS, connections: 64 }),
    );
  }
  const medianP99 = (results: RateResult[]) => median(results.map((r) => r.p99Ms));
  console.log(
    `tracker-p99-at-${FIXED_RATE}-per-s-vs-api-version: ${(medianP99(fixedTracker) / medianP99(fixedVersion)).toFixed(2)}x ` +
      `(tracker p99 ${fixedTracker.map((r) => r.p99Ms.toFixed(1)).join(', ')} ms in ${FIXED_ROUNDS} rounds of ${SECONDS} s, ` +
      `p50 ${fixedTracker[0]!.p50Ms.toFixed(1)} ms, at ${Math.round(fixedTracker[0]!.sentPerSecond)} sent/s; ` +
      `/api/version p99 ${fixedVersion.map((r) => r.p99Ms.toFixed(1)).join(', ')} ms; ` +
      `the generator itself sent up to ${Math.max(...fixedTracker.map((r) => r.sendLateMaxMs)).toFixed(0)} ms late; ` +
      `target p99 <= 10 ms; ${[...fixedTracker, ...fixedVersion].reduce((n, r) => n + r.errors, 0)} errors)`,
  );
}
