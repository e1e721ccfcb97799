import { existsSync } from 'node:fs';
import { systemClock } from '../server/clock.ts';
import { loadConfig } from '../server/config.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { LARGE_WORKLOAD_ASSIGNMENTS, seedLargeWorkload } from '../server/db/seed-large.ts';

/**
 * `npm run seed:large`: adds 100,000 assignments to the demo organisation of the database that
 * DATABASE_URL names (the same one `npm start` uses), for trying the worklist at scale.
 */
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig(process.env);
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
await seedDemoData(database.db, systemClock);
const started = performance.now();
const count = await seedLargeWorkload(
  database.db,
  systemClock.now(),
  Number(process.env.SEED_COUNT ?? LARGE_WORKLOAD_ASSIGNMENTS),
);
console.log(`Added ${count} assignments in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
await database.db.destroy();
