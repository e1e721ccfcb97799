import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Deletes at most `limit` rows of `table` that `which` picks, in one statement, and resolves to how
 * many it deleted: the unit the pruning job repeats until a statement finds fewer, so no statement
 * holds locks or grows a transaction for long. The rows are picked by key in a subquery, as neither
 * engine limits a DELETE itself. Called by the table's owner, with its own table.
 */
export async function deleteBatch<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  key: keyof Database[T] & string,
  which: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
  limit: number,
): Promise<number> {
  // Kysely cannot follow a table chosen by a type parameter; `which` is typed for the caller instead.
  const tables = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const name: string = table;
  const column: string = key;
  const picked = tables
    .selectFrom(name)
    .select(column)
    .where(which as never)
    .limit(limit);
  const result = await tables.deleteFrom(name).where(column, 'in', picked).executeTakeFirst();
  return Number(result.numDeletedRows);
}
