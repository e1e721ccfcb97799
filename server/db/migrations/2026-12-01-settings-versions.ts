import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Every edited settings object carries a version, bumped by the update that checks it, so a
  // change made on a stale page is refused instead of silently replacing someone else's.
  await db.schema
    .alterTable('users')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // One version per section of the organisation's settings: saving one section never makes a
  // save of another fail.
  for (const section of ['branding', 'password_policy', 'tracker', 'assistant', 'ip_allow_list']) {
    await db.schema
      .alterTable('organisations')
      .addColumn(`${section}_version`, 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .alterTable('assignment_statuses')
    .addColumn('help_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignment_statuses').dropColumn('help_version').execute();
  for (const section of ['branding', 'password_policy', 'tracker', 'assistant', 'ip_allow_list']) {
    await db.schema.alterTable('organisations').dropColumn(`${section}_version`).execute();
  }
  await db.schema.alterTable('users').dropColumn('version').execute();
}
