import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { systemClock } from '../server/clock.ts';
import { loadConfig } from '../server/config.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { LARGE_WORKLOAD_ASSIGNMENTS, seedLargeWorkload } from '../server/db/seed-large.ts';
import { seedBigClaimFile } from './big-claim-file.ts';
import { seedSlotLocations } from './slot-locations.ts';
import { seedPartsCatalogue } from './parts-catalogue.ts';
import { signInThreadsFor } from '../server/features/auth/index.ts';
import type { ThreadPriority } from '../server/workers/thread-priority.ts';
import { createOutboxDispatcher } from '../server/features/outbox/index.ts';
import { transportsFor } from '../server/features/outbox/index.ts';
import { loadSite } from '../server/http/site.ts';
import { createLogger } from '../server/logging.ts';
import { pino } from 'pino';

/** The real app on a throwaway SQLite file with the demo data and the large workload; prints its port. */
const dir = mkdtempSync(join(process.env.BENCH_TMP ?? tmpdir(), 'claims-bench-'));
// The bench stops this server with SIGTERM; its 100,000 assignments (~400 MB) go with it.
process.on('SIGTERM', () => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
const config = loadConfig(
  {
    TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-the-check',
    DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
  },
  { dataDir: dir },
);
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
await seedDemoData(database.db, systemClock);
// The worklist is measured at the scale it is built for: 100,000 assignments (BENCH_ASSIGNMENTS to change).
await seedLargeWorkload(
  database.db,
  systemClock.now(),
  Number(process.env.BENCH_ASSIGNMENTS ?? LARGE_WORKLOAD_ASSIGNMENTS),
);
// The claim file page is measured on a file of 50 assignments.
await seedBigClaimFile(database.db, systemClock.now());
// Free slots are measured on a county of 50 locations.
await seedSlotLocations(database.db, systemClock.now());
await seedPartsCatalogue(database.db);
const outbox = createOutboxDispatcher({ db: database.db, clock: systemClock, transports: transportsFor(config) });
// The bench compares sign-in thread priorities: BENCH_SIGN_IN_PRIORITY='{"nice":19,"schedIdle":true}'; unset, the server's own.
const priority = process.env.BENCH_SIGN_IN_PRIORITY
  ? (JSON.parse(process.env.BENCH_SIGN_IN_PRIORITY) as ThreadPriority)
  : undefined;
const signInThreads = signInThreadsFor(config, priority);
// The request log as production writes it (one line per request), to a file beside the database:
// on the bench's pipe, the load generator itself would read every line.
const logger = createLogger(
  config.logLevel,
  pino.destination({ dest: join(dir, 'requests.log'), sync: false, minLength: 4096 }),
);
const app = createApp({ config, database, clock: systemClock, outbox, site: loadSite('dist'), signInThreads, logger });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`PORT ${info.port}`));
