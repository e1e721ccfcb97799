import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { manualClock } from '../clock.ts';
import { createApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type AppDatabase } from '../db/database.ts';
import { startSignInThreads } from '../features/auth/index.ts';
import { createOutboxDispatcher } from '../features/outbox/index.ts';
import { transportsFor } from '../features/outbox/index.ts';
import type { Site } from '../http/site.ts';
import { seedDemoData } from '../db/seed.ts';
import { client } from './http.ts';

/**
 * The database engines every API test runs on: a fresh in-memory SQLite always, and PostgreSQL
 * when TEST_POSTGRES_URL names one (CI sets it). Each PostgreSQL test database is a schema of its
 * own, dropped afterwards, so test files can run in parallel on one server.
 */
export interface TestEngine {
  name: 'sqlite' | 'postgres';
  url: string;
}

const postgresUrl = process.env.TEST_POSTGRES_URL;

export const TEST_ENGINES: TestEngine[] = [
  { name: 'sqlite', url: 'sqlite::memory:' },
  ...(postgresUrl ? [{ name: 'postgres' as const, url: postgresUrl }] : []),
];

export interface TestDatabase extends AppDatabase {
  close(): Promise<void>;
  /** How another thread opens the same database (a sign-in thread). */
  url: string;
  schema?: string | undefined;
}

/** A fresh database; `shared` puts SQLite in a temporary file, which other threads can open too. */
export async function openTestDatabase(engine: TestEngine, options: { shared?: boolean } = {}): Promise<TestDatabase> {
  if (engine.name === 'sqlite') {
    const dir = options.shared ? mkdtempSync(join(tmpdir(), 'claims-test-db-')) : null;
    const url = dir ? `sqlite:${join(dir, 'test.sqlite')}` : engine.url;
    const database = openDatabase(url);
    await migrateToLatest(database.db);
    return {
      ...database,
      url,
      close: async () => {
        await database.db.destroy();
        if (dir) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient(engine.url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const database = openDatabase(engine.url, { schema });
  await migrateToLatest(database.db);
  return {
    ...database,
    url: engine.url,
    schema,
    close: async () => {
      await database.db.destroy();
      await withClient(engine.url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  // Each app keeps its uploaded documents in a folder of its own, outside the project.
  return loadConfig({
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-the-check',
    DOCUMENTS_DIR: mkdtempSync(join(tmpdir(), 'claims-documents-')),
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  site?: Site;
  /** Password sign-ins on sign-in threads, as the server runs them (SQLite then in a file). */
  signInThreads?: boolean;
}

/** A whole app on a fresh database with a clock that moves only when told. */
export async function createTestApp(engine: TestEngine, options: TestAppOptions = {}) {
  const opened = await openTestDatabase(engine, { shared: options.signInThreads ?? false });
  const clock = manualClock();
  const config = testConfig(options.env);
  const signInThreads = options.signInThreads
    ? startSignInThreads({
        databaseUrl: opened.url,
        databaseSchema: opened.schema,
        tokenSecret: config.tokenSecret,
        publicOrigin: config.publicOrigin,
      })
    : undefined;
  // Closing the app's database stops its sign-in threads first.
  const database: TestDatabase = signInThreads
    ? { ...opened, close: () => signInThreads.close().then(() => opened.close()) }
    : opened;
  const outbox = createOutboxDispatcher({ db: database.db, clock, transports: transportsFor(config) });
  const app = createApp({
    config,
    database,
    clock,
    outbox,
    ...(options.site ? { site: options.site } : {}),
    signInThreads,
  });
  return { app, database, clock, config, outbox, signInThreads };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A fresh app with the demo data before each test of the calling describe block, closed after:
 * `ctx.t` is the app, its database and clock; `ctx.api` calls it as a client would.
 */
export function useSeededApp(engine: TestEngine, options: TestAppOptions = {}) {
  const ctx = {} as { t: TestApp; api: ReturnType<typeof client> };
  beforeEach(async () => {
    ctx.t = await createTestApp(engine, options);
    await seedDemoData(ctx.t.database.db, ctx.t.clock);
    ctx.api = client(ctx.t.app);
  });
  afterEach(async () => {
    // A message sent by the test's last request may still be on its way: the database outlives it.
    await ctx.t.outbox.stop();
    await ctx.t.database.close();
  });
  return ctx;
}
