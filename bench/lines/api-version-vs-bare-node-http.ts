import { averageRate, errorCount, load, worstP99, type LoadResult, type StartedServer } from '../load.ts';
import { CONNECTIONS, ROUNDS, SECONDS } from '../settings.ts';

/**
 * API overhead: /api/version against the least a Node server can do. Rounds alternate so that
 * drift hits both alike; a short warm-up first.
 */
export async function apiVersionVsBareNodeHttp(app: StartedServer, bare: StartedServer): Promise<void> {
  await load(app.port, '/api/version', { seconds: 1, connections: CONNECTIONS });
  await load(bare.port, '/', { seconds: 1, connections: CONNECTIONS });
  const versionRuns: LoadResult[] = [];
  const bareRuns: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    versionRuns.push(await load(app.port, '/api/version', { seconds: SECONDS, connections: CONNECTIONS }));
    bareRuns.push(await load(bare.port, '/', { seconds: SECONDS, connections: CONNECTIONS }));
  }
  console.log(
    `api-version-vs-bare-node-http: ${(averageRate(versionRuns) / averageRate(bareRuns)).toFixed(2)}x ` +
      `(/api/version ${Math.round(averageRate(versionRuns))} req/s, p99 ${worstP99(versionRuns).toFixed(1)} ms; ` +
      `bare node:http ${Math.round(averageRate(bareRuns))} req/s; ${CONNECTIONS} connections, ${ROUNDS}x${SECONDS} s, ` +
      `${errorCount([...versionRuns, ...bareRuns])} errors)`,
  );
}
