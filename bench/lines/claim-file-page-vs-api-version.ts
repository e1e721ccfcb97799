import { BIG_CLAIM_FILE_NO } from '../big-claim-file.ts';
import { averageRate, errorCount, load, worstP99, type LoadResult, type StartedServer } from '../load.ts';
import { CONNECTIONS, ROUNDS, SECONDS } from '../settings.ts';
import { authorizationOf } from '../sign-in.ts';

/**
 * The claim file page's two calls for a file of 50 assignments: the file itself (its policy, people,
 * documents, messages and combined timeline) and its money (reserves and their history, the figure,
 * letters, payments and the legal deadlines), each beside /api/version in the same run, on 100,000
 * assignments. The page's server time is the sum of the two.
 */
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 100_000);

async function measure(app: StartedServer, path: string, request: { headers: Record<string, string> }) {
  await load(app.port, path, { seconds: 1, connections: CONNECTIONS, request });
  const runs: LoadResult[] = [];
  const versionBeside: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    runs.push(await load(app.port, path, { seconds: SECONDS, connections: CONNECTIONS, request }));
    versionBeside.push(await load(app.port, '/api/version', { seconds: SECONDS, connections: CONNECTIONS }));
  }
  return { runs, rate: averageRate(runs), versionRate: averageRate(versionBeside) };
}

export async function claimFilePageVsApiVersion(app: StartedServer): Promise<void> {
  const request = { headers: await authorizationOf(app.port, 'manager') };
  const file = await measure(app, `/api/claim-files/${BIG_CLAIM_FILE_NO}`, request);
  const money = await measure(app, `/api/settlement/claim-files/${BIG_CLAIM_FILE_NO}`, request);
  const ms = (rate: number) => 1000 / rate;
  const runs = [...file.runs, ...money.runs];
  console.log(
    `claim-file-page-vs-api-version (50 assignments, ${ASSIGNMENTS.toLocaleString('en')} in all): file ${(file.rate / file.versionRate).toFixed(2)}x, ` +
      `money ${(money.rate / money.versionRate).toFixed(2)}x (about ${(ms(file.rate) + ms(money.rate)).toFixed(1)} ms of server time for the page: ` +
      `${ms(file.rate).toFixed(1)} ms the file, ${ms(money.rate).toFixed(1)} ms its money and deadlines; ` +
      `p50 ${Math.max(...runs.map((r) => r.p50Ms)).toFixed(1)} ms, p99 ${worstP99(runs).toFixed(1)} ms at ${CONNECTIONS} connections; ` +
      `/api/version ${Math.round(file.versionRate)} req/s; ${errorCount(runs)} errors)`,
  );
}
