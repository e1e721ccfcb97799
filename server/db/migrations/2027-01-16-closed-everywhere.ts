import { type Kysely, sql } from 'kysely';
import { engineOf } from '../engine-of.ts';

const OPERATIONS = ['insert', 'update', 'delete'] as const;

// Frozen in time: later changes get a migration of their own, never an edit here.
// Days every appointment location of an organisation is closed (a company holiday). Writing them
// moves the organisation's schedule version, as a location's change does, so free slots computed
// before are stale.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('closed_everywhere')
    .addColumn('organisation_id', 'text', (c) => c.primaryKey().references('organisations.id'))
    .addColumn('days', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'text')
    .execute();
  if (engineOf(db) === 'postgres') {
    // The function the bookings' and locations' triggers already call.
    await sql`
      CREATE TRIGGER closed_everywhere_schedule_version
      AFTER INSERT OR UPDATE OR DELETE ON closed_everywhere
      FOR EACH ROW EXECUTE FUNCTION bump_schedule_version()`.execute(db);
    return;
  }
  for (const operation of OPERATIONS) {
    const row = operation === 'delete' ? 'OLD' : 'NEW';
    await sql`
      CREATE TRIGGER ${sql.raw(`closed_everywhere_schedule_version_${operation}`)}
      AFTER ${sql.raw(operation.toUpperCase())} ON closed_everywhere
      BEGIN
        INSERT INTO schedule_versions (organisation_id, version) VALUES (${sql.raw(row)}.organisation_id, 1)
          ON CONFLICT (organisation_id) DO UPDATE SET version = version + 1;
      END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('closed_everywhere').execute();
}
