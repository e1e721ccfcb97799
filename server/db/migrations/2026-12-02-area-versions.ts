import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Partners (with their contacts), appointment locations and absences carry a version, bumped by
  // every change, and the person who made the last change: a stale change is refused naming them.
  for (const table of ['partners', 'appointment_locations', 'absences']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('updated_by_user_id', 'text', (c) => c.references('users.id'))
      .execute();
  }
  // An absence was last changed by whoever decided it, or by the person who asked or cancelled.
  await db
    .updateTable('absences')
    .set({
      updated_by_user_id: sql`case when status = 'cancelled' then user_id else coalesce(decided_by_user_id, user_id) end`,
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['absences', 'appointment_locations', 'partners']) {
    await db.schema.alterTable(table).dropColumn('updated_by_user_id').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
