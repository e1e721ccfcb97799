import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine-of.ts';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // When an assignment reached a final status (null while open): "closed per week" and "closed in
  // the period" become an index range instead of a walk through every timeline.
  await db.schema.alterTable('assignments').addColumn('closed_at', 'text').execute();
  await db.schema
    .createIndex('assignments_org_closed_idx')
    .on('assignments')
    .columns(['organisation_id', 'closed_at', 'assignee_user_id'])
    .execute();

  // Each stay of an assignment in a status, written as statuses change: "time per status step"
  // reads these rows instead of pairing timeline entries with window functions at report time.
  await db.schema
    .createTable('status_stints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id'))
    .addColumn('assignment_type', 'text', (c) => c.notNull())
    .addColumn('group_code', 'text', (c) => c.notNull())
    .addColumn('status_code', 'text', (c) => c.notNull())
    .addColumn('entered_at', 'text', (c) => c.notNull())
    .addColumn('left_at', 'text')
    .addColumn('hours', 'double precision')
    .execute();
  // Covers the report's whole read (finished stays of a period), so it never touches the table.
  await db.schema
    .createIndex('status_stints_done_idx')
    .on('status_stints')
    .columns(['organisation_id', 'entered_at', 'assignment_type', 'status_code', 'group_code', 'hours'])
    .where(sql.ref('left_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('status_stints_assignment_idx')
    .on('status_stints')
    .columns(['assignment_id', 'left_at'])
    .execute();

  // What is already there, from the timeline.
  await sql`
    update assignments set closed_at = (
      select max(t.created_at) from timeline_entries t where t.assignment_id = assignments.id and t.status_code = assignments.status_code
    ) where is_final = 1
  `.execute(db);
  const hours =
    engineOf(db) === 'postgres'
      ? sql`extract(epoch from (left_at::timestamptz - entered_at::timestamptz)) / 3600.0`
      : sql`(julianday(left_at) - julianday(entered_at)) * 24.0`;
  await sql`
    insert into status_stints (id, organisation_id, assignment_id, assignment_type, group_code, status_code, entered_at, left_at, hours)
    select id, organisation_id, assignment_id, assignment_type, group_code, status_code, entered_at, left_at,
      case when left_at is null then null else ${hours} end
    from (
      select t.id, a.organisation_id, t.assignment_id, a.assignment_type, a.group_code, t.status_code, t.created_at as entered_at,
        lead(t.created_at) over (partition by t.assignment_id order by t.created_at, t.id) as left_at
      from timeline_entries t join assignments a on a.id = t.assignment_id
      where t.status_code is not null
    ) steps
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('status_stints').execute();
  await db.schema.dropIndex('assignments_org_closed_idx').execute();
  await db.schema.alterTable('assignments').dropColumn('closed_at').execute();
}
