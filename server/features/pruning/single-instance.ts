import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../db/engine-of.ts';
import type { Database } from '../../db/schema.ts';

/** The first half of the advisory lock's key: the pruning job's own number; the second is the schema's. */
const LOCK_CLASS = 0x70_72_75_6e; // "prun"

/**
 * Runs `work` only if no other instance is running it: on PostgreSQL under a session advisory lock
 * held by one connection (released by the server if the process dies), keyed by the schema so
 * deployments in other schemas of the same database do not wait for each other; `work` gets that
 * connection. SQLite has one server process, which keeps its own passes apart. Resolves to null
 * when another instance holds the lock.
 */
export async function withInstanceLock<T>(
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T | null> {
  if (engineOf(db) !== 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${sql.lit(LOCK_CLASS)}, hashtext(current_schema())) as locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(LOCK_CLASS)}, hashtext(current_schema()))`.execute(connection);
    }
  });
}
