import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { wrapNodeSqlite } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type DatabaseEngine = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema to work in, so parallel test files never share tables. */
  schema?: string;
}

/** Opens the database a DATABASE_URL names: `sqlite:<path>`, `sqlite::memory:` or `postgres://…`. */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): AppDatabase {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  // WAL lets readers work while a write commits; synchronous=NORMAL is durable across crashes of
  // the process (only a power loss can take the last commits); the busy timeout rides out a
  // second process holding the lock briefly.
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: wrapNodeSqlite(sqlite) }) }), engine: 'sqlite' };
}

/** Runs every pending migration; fails with the migration's own error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
