import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { BROWSER_API_PORT } from '../../tests/browser-settings.ts';
import { createApp } from '../app.ts';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDemoData } from '../db/seed.ts';
import { createOutboxDispatcher } from '../features/outbox/index.ts';
import { transportsFor } from '../features/outbox/index.ts';

/** Starts the real API on a fresh seeded SQLite file for the browser tests, and stops it after. */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'claims-browser-'));
  const config = loadConfig(
    { TOKEN_SECRET: 'browser-test-secret-long-enough-for-the-check', PORT: String(BROWSER_API_PORT) },
    { dataDir: dir },
  );
  const database = openDatabase(`sqlite:${join(dir, 'browser.sqlite')}`);
  await migrateToLatest(database.db);
  await seedDemoData(database.db, systemClock);
  const outbox = createOutboxDispatcher({ db: database.db, clock: systemClock, transports: transportsFor(config) });
  const app = createApp({ config, database, clock: systemClock, outbox });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: BROWSER_API_PORT, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
}
