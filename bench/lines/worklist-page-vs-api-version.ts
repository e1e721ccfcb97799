import { averageRate, errorCount, load, worstP99, type LoadResult, type StartedServer } from '../load.ts';
import { CONNECTIONS, ROUNDS, SECONDS } from '../settings.ts';
import { authorizationOf } from '../sign-in.ts';

/**
 * Worklist pages on 100,000 assignments, as the people who use them: a handler's own open work and
 * a manager's whole organisation, first page by due date, beside /api/version in the same run.
 */
export async function worklistPageVsApiVersion(app: StartedServer): Promise<void> {
  for (const [who, username, query] of [
    ['handler own', 'handler', 'filter_keys=0'],
    ['manager organisation', 'manager', 'filter_keys=2'],
  ] as const) {
    const request = { headers: await authorizationOf(app.port, username) };
    const path = `/api/assignments/worklist?${query}&category_code=active&sort=due_date&limit=25`;
    await load(app.port, path, { seconds: 1, connections: CONNECTIONS, request });
    const runs: LoadResult[] = [];
    const versionBeside: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      runs.push(await load(app.port, path, { seconds: SECONDS, connections: CONNECTIONS, request }));
      versionBeside.push(await load(app.port, '/api/version', { seconds: SECONDS, connections: CONNECTIONS }));
    }
    const p50 = Math.max(...runs.map((r) => r.p50Ms));
    console.log(
      `worklist-page-vs-api-version (${who}, 100,000 assignments): ${(averageRate(runs) / averageRate(versionBeside)).toFixed(2)}x ` +
        `(${Math.round(averageRate(runs))} pages/s, p50 ${p50.toFixed(1)} ms, p99 ${worstP99(runs).toFixed(1)} ms at ${CONNECTIONS} connections; ` +
        `/api/version ${Math.round(averageRate(versionBeside))} req/s, p99 ${worstP99(versionBeside).toFixed(1)} ms; ${errorCount(runs)} errors)`,
    );
  }
}
