import { type Kysely, sql } from 'kysely';
import { engineOf } from '../engine-of.ts';

const WATCHED = ['appointment_bookings', 'appointment_locations'] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // One number per organisation that moves whenever any of its bookings or appointment locations is
  // written, by whatever writer (the app, a second server process, a seed, an administrator's SQL):
  // free slots computed from an older number are stale. Kept by triggers so no writer can forget it.
  await db.schema
    .createTable('schedule_versions')
    .addColumn('organisation_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (engineOf(db) === 'postgres') {
    await sql`
      CREATE FUNCTION bump_schedule_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE organisation text;
      BEGIN
        IF TG_OP = 'DELETE' THEN organisation := OLD.organisation_id; ELSE organisation := NEW.organisation_id; END IF;
        INSERT INTO schedule_versions AS s (organisation_id, version) VALUES (organisation, 1)
          ON CONFLICT (organisation_id) DO UPDATE SET version = s.version + 1;
        RETURN NULL;
      END $$`.execute(db);
    for (const table of WATCHED)
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_schedule_version`)}
        AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION bump_schedule_version()`.execute(db);
    return;
  }
  for (const table of WATCHED)
    for (const operation of OPERATIONS) {
      const row = operation === 'delete' ? 'OLD' : 'NEW';
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_schedule_version_${operation}`)}
        AFTER ${sql.raw(operation.toUpperCase())} ON ${sql.table(table)}
        BEGIN
          INSERT INTO schedule_versions (organisation_id, version) VALUES (${sql.raw(row)}.organisation_id, 1)
            ON CONFLICT (organisation_id) DO UPDATE SET version = version + 1;
        END`.execute(db);
    }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    for (const table of WATCHED)
      await sql`DROP TRIGGER ${sql.raw(`${table}_schedule_version`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION bump_schedule_version()`.execute(db);
  } else {
    for (const table of WATCHED)
      for (const operation of OPERATIONS)
        await sql`DROP TRIGGER ${sql.raw(`${table}_schedule_version_${operation}`)}`.execute(db);
  }
  await db.schema.dropTable('schedule_versions').execute();
}
