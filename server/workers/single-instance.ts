import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/engine-of.ts';
import type { Database } from '../db/schema.ts';

/**
 * Runs `work` only if no other instance is running the job named `job`: on PostgreSQL under a
 * session advisory lock held by one connection (released by the server if the process dies), keyed
 * by the job's name and the schema, so deployments in other schemas of the same database do not wait
 * for each other; `work` gets that connection. SQLite has one server process, whose periodic jobs
 * keep their own passes apart. Resolves to null when another instance holds the lock.
 */
export async function withInstanceLock<T>(
  db: Kysely<Database>,
  job: string,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T | null> {
  if (engineOf(db) !== 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${job}), hashtext(current_schema())) as locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${job}), hashtext(current_schema()))`.execute(connection);
    }
  });
}
