import { fileURLToPath } from 'node:url';
import { ensureSiteBuilt } from '../server/site-build.ts';
import { load, startServer } from './load.ts';

/**
 * `npm run bench`: each figure is a ratio against a baseline measured in the same run, on the
 * same machine, so the numbers mean something on any hardware. Loopback only, bounded in time.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const ROUNDS = 2;

ensureSiteBuilt(fileURLToPath(new URL('..', import.meta.url)));
const app = await startServer('bench/serve-app.ts');
const bare = await startServer('bench/serve-bare.ts');

try {
  // Warm up both (JIT, connection pools), then alternate rounds so drift hits both alike.
  await load(app.port, '/api/version', { seconds: 1, connections: CONNECTIONS });
  await load(bare.port, '/', { seconds: 1, connections: CONNECTIONS });
  let appTotal = 0;
  let bareTotal = 0;
  let appP99 = 0;
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const a = await load(app.port, '/api/version', { seconds: SECONDS, connections: CONNECTIONS });
    const b = await load(bare.port, '/', { seconds: SECONDS, connections: CONNECTIONS });
    appTotal += a.perSecond;
    bareTotal += b.perSecond;
    appP99 = Math.max(appP99, a.p99Ms);
    errors += a.errors + b.errors;
  }
  const appRate = appTotal / ROUNDS;
  const bareRate = bareTotal / ROUNDS;
  console.log(
    `api-version-vs-bare-node-http: ${(appRate / bareRate).toFixed(2)}x ` +
      `(/api/version ${Math.round(appRate)} req/s, p99 ${appP99.toFixed(1)} ms; bare node:http ${Math.round(bareRate)} req/s; ` +
      `${CONNECTIONS} connections, ${ROUNDS}x${SECONDS} s each, ${errors} errors)`,
  );
} finally {
  app.child.kill();
  bare.child.kill();
}
