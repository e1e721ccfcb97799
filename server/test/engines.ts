import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, inject } from 'vitest';
import { manualClock } from '../clock.ts';
import { createApp } from '../app.ts';
import type { Logger } from '../logging.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, type AppDatabase } from '../db/database.ts';
import { continueAfter } from '../db/time-ordered-id.ts';
import { startSignInThreads } from '../features/auth/index.ts';
import { createOutboxDispatcher } from '../features/outbox/index.ts';
import { transportsFor } from '../features/outbox/index.ts';
import type { Site } from '../http/site.ts';
import { client } from './http.ts';
import { withDatabaseName, withPgClient } from './templates.ts';

/**
 * The database engine of this Vitest project: the `sqlite` project runs every test file on an
 * in-memory SQLite database, the `postgres` project (when TEST_POSTGRES_URL names a server) runs
 * the files that use TEST_ENGINES again on PostgreSQL, beside it. Each test gets its own copy of
 * a template the project made once (templates.ts): migrated, or migrated with the demo data.
 */
export interface TestEngine {
  name: 'sqlite' | 'postgres';
  url: string;
}

const projectEngine: TestEngine =
  process.env.TEST_ENGINE === 'postgres'
    ? { name: 'postgres', url: process.env.TEST_POSTGRES_URL ?? '' }
    : { name: 'sqlite', url: 'sqlite::memory:' };

/** SQLite, for files that test something of the app, not of an engine (run in the sqlite project). */
export const SQLITE_ENGINE: TestEngine = { name: 'sqlite', url: 'sqlite::memory:' };

/** The engines a test written for both runs on in this project: one, the project's. */
export const TEST_ENGINES: TestEngine[] = [projectEngine];
/** For tests of one engine only: empty in the other engine's project, so nothing runs twice. */
export const SQLITE_ONLY: TestEngine[] = TEST_ENGINES.filter((engine) => engine.name === 'sqlite');
export const POSTGRES_ONLY: TestEngine[] = TEST_ENGINES.filter((engine) => engine.name === 'postgres');

export interface TestDatabase extends AppDatabase {
  close(): Promise<void>;
  /** How another thread or process opens the same database (a sign-in thread). */
  url: string;
  schema?: string | undefined;
}

export interface TestDatabaseOptions {
  /** SQLite in a temporary file, which other threads can open too. */
  shared?: boolean;
  /** With the demo data, as seedDemoData(db, manualClock()) leaves it. */
  seeded?: boolean;
}

const templates = inject('testTemplates');
continueAfter(templates.idAfterSeed);
const sqliteImages = new Map<string, Uint8Array>();

function sqliteImage(seeded: boolean): Uint8Array {
  const file = seeded ? templates.sqlite?.seeded : templates.sqlite?.migrated;
  if (!file) throw new Error('no SQLite template: run the test in the sqlite project');
  let image = sqliteImages.get(file);
  if (!image) {
    image = readFileSync(file);
    sqliteImages.set(file, image);
  }
  return image;
}

/** A database of the test's own, migrated, copied from the project's template. */
export async function openTestDatabase(engine: TestEngine, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const seeded = options.seeded ?? false;
  if (engine.name === 'sqlite') {
    const image = sqliteImage(seeded);
    if (!options.shared) {
      const database = openDatabase(engine.url, { startFrom: image });
      return { ...database, url: engine.url, close: () => database.db.destroy() };
    }
    const dir = mkdtempSync(join(tmpdir(), 'claims-test-db-'));
    const url = `sqlite:${join(dir, 'test.sqlite')}`;
    writeFileSync(join(dir, 'test.sqlite'), image);
    const database = openDatabase(url);
    return {
      ...database,
      url,
      close: async () => {
        await database.db.destroy();
        // A sign-in thread closing its own connection to the file may still drop its -wal/-shm files
        // while the folder goes: removal tries again rather than failing the test that just passed.
        rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
      },
    };
  }
  const postgres = templates.postgres;
  if (!postgres) throw new Error('no PostgreSQL template: run the test in the postgres project');
  const name = `${postgres.prefix}_${randomBytes(6).toString('hex')}`;
  await withPgClient(engine.url, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${seeded ? postgres.seeded : postgres.migrated}`),
  );
  const url = withDatabaseName(engine.url, name);
  const database = openDatabase(url);
  return {
    ...database,
    url,
    close: async () => {
      await database.db.destroy();
      await withPgClient(engine.url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A database of the test's own before each test of the calling describe block, closed after: the
 * answer always stands for the current test's.
 */
export function useTestDatabase(engine: TestEngine, options: TestDatabaseOptions = {}): TestDatabase {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await openTestDatabase(engine, options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error('the test database is open only while a test runs');
    return current;
  };
  return {
    get db() {
      return now().db;
    },
    get engine() {
      return now().engine;
    },
    get url() {
      return now().url;
    },
    get schema() {
      return now().schema;
    },
    close: () => now().close(),
  };
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  // Each app keeps its uploaded documents in a folder of its own, outside the project.
  return loadConfig({
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-the-check',
    DOCUMENTS_DIR: mkdtempSync(join(tmpdir(), 'claims-documents-')),
    // A test that reads the log passes its own level and stream.
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  site?: Site;
  /** Password sign-ins on sign-in threads, as the server runs them (SQLite then in a file). */
  signInThreads?: boolean;
  /** Start from the demo data (useSeededApp does). */
  seeded?: boolean;
  /** Where the app logs (a test reading its log); by default the level LOG_LEVEL says, 'silent' here. */
  logger?: Logger;
}

/** A whole app on a fresh database with a clock that moves only when told. */
export async function createTestApp(engine: TestEngine, options: TestAppOptions = {}) {
  const opened = await openTestDatabase(engine, { shared: options.signInThreads ?? false, seeded: options.seeded });
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
    ...(options.logger ? { logger: options.logger } : {}),
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
    ctx.t = await createTestApp(engine, { ...options, seeded: true });
    ctx.api = client(ctx.t.app);
  });
  afterEach(async () => {
    // A message sent by the test's last request may still be on its way: the database outlives it.
    await ctx.t.outbox.stop();
    await ctx.t.database.close();
  });
  return ctx;
}
