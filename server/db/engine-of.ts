import { PostgresAdapter, type Kysely } from 'kysely';
import type { DatabaseEngine } from './database.ts';

/** Which engine a Kysely instance talks to, for the few queries whose SQL differs (dates, percentiles). */
export function engineOf<DB>(db: Kysely<DB>): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
