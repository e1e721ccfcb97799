import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { setBounded } from '../../contract/bounded-cache.ts';

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite is close but takes
 * parameters spread rather than as an array, cannot bind booleans or Dates, and tells whether a
 * statement returns rows through columns() instead of a `reader` flag.
 */
export function wrapNodeSqlite(db: DatabaseSync, beforeClose: () => void = () => {}): SqliteDatabase {
  // Preparing is a large part of a small query's cost, and the app runs the same few hundred SQL
  // texts over and over: each is prepared once and kept (the oldest dropped beyond the cap).
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => {
      beforeClose();
      db.close();
    },
    prepare(text: string): SqliteStatement {
      const sql = BEGIN.test(text) ? 'begin immediate' : text;
      const cached = prepared.get(sql);
      if (cached) return cached;
      const statement = db.prepare(sql);
      const wrapped: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toSqlite(parameters)),
        run: (parameters) => statement.run(...toSqlite(parameters)),
        // A streaming read keeps its statement busy, so it gets its own rather than the shared one.
        iterate: (parameters) => db.prepare(sql).iterate(...toSqlite(parameters)),
      };
      setBounded(prepared, sql, wrapped, PREPARED_STATEMENT_CAP);
      return wrapped;
    },
  };
}

const PREPARED_STATEMENT_CAP = 500;

/**
 * Kysely opens transactions with a plain BEGIN, which takes the write lock only at the first write.
 * Another connection (a sign-in thread's) that commits between a transaction's read and its write
 * then makes that write fail at once with "database is locked" (SQLite cannot wait there: the
 * transaction's snapshot is stale). BEGIN IMMEDIATE takes the lock first, waiting its busy timeout.
 */
const BEGIN = /^\s*begin\s*;?\s*$/i;

function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}
