import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { manualClock } from '../clock.ts';
import { migrateToLatest, openDatabase, type AppDatabase } from '../db/database.ts';
import { wrapNodeSqlite } from '../db/node-sqlite.ts';
import type { Database } from '../db/schema.ts';
import { seedDemoData } from '../db/seed.ts';
import { timeOrderedId } from '../db/time-ordered-id.ts';

/**
 * The starting points every API test copies: the database migrated (empty), and migrated with the
 * demo data. They are made once per engine and run, because running 34 migrations and seeding the
 * demo data for each of about 1,600 tests was most of the suite's time. On SQLite a template is the
 * serialised database, on PostgreSQL a database that `CREATE DATABASE … TEMPLATE` copies.
 */
export interface TestTemplates {
  /** Files holding the serialised databases. */
  sqlite?: { migrated: string; seeded: string };
  /** Names of the template databases, and the prefix every copy of this run's carries. */
  postgres?: { migrated: string; seeded: string; prefix: string };
  /** An id made after the seed, at its instant: the tests' own ids must sort after the seed's. */
  idAfterSeed: string;
}

/** The id a test process continues after (see continueAfter). */
export const idAfterSeed = () => timeOrderedId(manualClock().now());

/** The demo data as every test has always seeded it: with the manual clock's first instant. */
async function migrateAndMaybeSeed(database: AppDatabase, seed: boolean): Promise<void> {
  await migrateToLatest(database.db);
  if (seed) await seedDemoData(database.db, manualClock());
}

export async function sqliteTemplates(dir: string): Promise<NonNullable<TestTemplates['sqlite']>> {
  const image = async (seed: boolean) => {
    const sqlite = new DatabaseSync(':memory:');
    sqlite.exec('PRAGMA foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: wrapNodeSqlite(sqlite) }) });
    try {
      await migrateAndMaybeSeed({ db, engine: 'sqlite' }, seed);
      return sqlite.serialize();
    } finally {
      await db.destroy();
    }
  };
  const [migrated, seeded] = await Promise.all([image(false), image(true)]);
  const files = { migrated: join(dir, 'migrated.sqlite'), seeded: join(dir, 'seeded.sqlite') };
  writeFileSync(files.migrated, migrated);
  writeFileSync(files.seeded, seeded);
  return files;
}

/** The name of a database in a PostgreSQL URL replaced by another. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Two template databases beside the one the URL names, owned by this run (their names share a
 * prefix that the copies also carry, so the run's end drops every one of them).
 */
export async function postgresTemplates(url: string): Promise<NonNullable<TestTemplates['postgres']>> {
  const prefix = `claims_t${randomBytes(4).toString('hex')}`;
  const make = async (name: string, seed: boolean) => {
    await withPgClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
    const database = openDatabase(withDatabaseName(url, name));
    try {
      await migrateAndMaybeSeed(database, seed);
    } finally {
      // A template can be copied only while nobody is connected to it.
      await database.db.destroy();
    }
  };
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  await Promise.all([make(migrated, false), make(seeded, true)]);
  return { migrated, seeded, prefix };
}

/** Drops the templates and any copy a test left behind (a test killed before its clean-up). */
export async function dropPostgresTemplates(url: string, prefix: string): Promise<void> {
  await withPgClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
