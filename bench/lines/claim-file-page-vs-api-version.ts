import { BIG_CLAIM_FILE_NO } from '../big-claim-file.ts';
import { averageRate, errorCount, load, worstP99, type LoadResult, type StartedServer } from '../load.ts';
import { CONNECTIONS, ROUNDS, SECONDS } from '../settings.ts';
import { authorizationOf } from '../sign-in.ts';

/**
 * The claim file page's one call for a file of 50 assignments (its policy, people, documents,
 * messages and combined timeline), beside /api/version in the same run, on 100,000 assignments.
 */
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 100_000);

export async function claimFilePageVsApiVersion(app: StartedServer): Promise<void> {
  const request = { headers: await authorizationOf(app.port, 'manager') };
  const path = `/api/claim-files/${BIG_CLAIM_FILE_NO}`;
  await load(app.port, path, { seconds: 1, connections: CONNECTIONS, request });
  const runs: LoadResult[] = [];
  const versionBeside: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    runs.push(await load(app.port, path, { seconds: SECONDS, connections: CONNECTIONS, request }));
    versionBeside.push(await load(app.port, '/api/version', { seconds: SECONDS, connections: CONNECTIONS }));
  }
  const rate = averageRate(runs);
  console.log(
    `claim-file-page-vs-api-version (50 assignments, ${ASSIGNMENTS.toLocaleString('en')} in all): ${(rate / averageRate(versionBeside)).toFixed(2)}x ` +
      `(${Math.round(rate)} files/s, about ${(1000 / rate).toFixed(1)} ms of server time each; ` +
      `p50 ${Math.max(...runs.map((r) => r.p50Ms)).toFixed(1)} ms, p99 ${worstP99(runs).toFixed(1)} ms at ${CONNECTIONS} connections; ` +
      `/api/version ${Math.round(averageRate(versionBeside))} req/s; ${errorCount(runs)} errors)`,
  );
}
