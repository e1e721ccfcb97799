import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';
import { engineOf } from './engine-of.ts';
import { migrations } from './migrations/index.ts';
import { wrapNodeSqlite } from './node-sqlite.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';
import type { Database } from './schema.ts';

export type DatabaseEngine = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** PostgreSQL: the pool's connections now (SQLite has its one connection). */
  poolUse?: () => { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema to work in, so parallel test files never share tables. */
  schema?: string | undefined;
  /** SQLite files only: how often the checkpoint thread copies the log into the file. */
  walCheckpointMs?: number;
  /**
   * SQLite files only: false for a second connection of a process that already has one with the
   * checkpoint thread (a sign-in thread's); it keeps SQLite's own checkpoints, which that thread
   * rarely leaves anything for.
   */
  checkpointThread?: boolean;
  /** PostgreSQL only: the most connections the pool opens (10 by default). */
  maxConnections?: number;
  /**
   * SQLite in memory only: the serialised database to start from instead of an empty one. Tests
   * migrate and seed once per run and give each test its own copy this way.
   */
  startFrom?: Uint8Array;
}

/** True for `sqlite::memory:`, a database only its own connection sees. */
export const isInMemory = (url: string) => url === 'sqlite::memory:';

/** Opens the database a DATABASE_URL names: `sqlite:<path>`, `sqlite::memory:` or `postgres://…`. */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): AppDatabase {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    // Nor one checked out between two queries: with no listener of its own, its 'error' event
    // would be unhandled and end the process (the pool only listens on the clients it holds idle).
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message)),
    );
    return {
      db: new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) }),
      engine: 'postgres',
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const file = url.slice('sqlite:'.length);
  if (!isInMemory(url)) mkdirSync(dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  if (options.startFrom && isInMemory(url)) sqlite.deserialize(options.startFrom);
  // WAL lets readers work while a write commits; synchronous=NORMAL is durable across crashes of
  // the process (only a power loss can take the last commits); the busy timeout rides out a
  // second process holding the lock briefly.
  sqlite.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const checkpointer =
    isInMemory(url) || options.checkpointThread === false
      ? null
      : startWalCheckpointer(sqlite, file, options.walCheckpointMs ?? 1000);
  const database = wrapNodeSqlite(sqlite, () => checkpointer?.stop());
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), engine: 'sqlite' };
}

/**
 * The migrator of a database. On PostgreSQL it keeps its own tables in the connection's current
 * schema and says so: left unsaid, Kysely takes another schema's migration tables for its own
 * (two test runs, or two deployments sharing one database, would then break each other).
 */
export async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  const schema =
    engineOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Runs every pending migration; fails with the migration's own error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
