import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite is close but takes
 * parameters spread rather than as an array, cannot bind booleans or Dates, and tells whether a
 * statement returns rows through columns() instead of a `reader` flag.
 */
export function wrapNodeSqlite(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const statement = db.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toSqlite(parameters)),
        run: (parameters) => statement.run(...toSqlite(parameters)),
        iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
      };
    },
  };
}

function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}
