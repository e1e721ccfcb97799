import { sql, type Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Time off: a request, its decision and the colleague who stands in.
  await db.schema
    .createTable('absences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('substitute_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('decided_by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('absences_user_idx').on('absences').columns(['user_id', 'starts_on']).execute();
  await db.schema
    .createIndex('absences_org_status_idx')
    .on('absences')
    .columns(['organisation_id', 'status', 'starts_on'])
    .execute();
  await db.schema
    .createIndex('absences_substitute_idx')
    .on('absences')
    .columns(['substitute_user_id', 'status'])
    .execute();

  // Partner organisations (repair shops, assessors, towing) and the people to call there.
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tax_code', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partners_org_name_idx').on('partners').columns(['organisation_id', 'name']).execute();
  await db.schema
    .createTable('partner_contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partner_contacts_partner_idx').on('partner_contacts').column('partner_id').execute();
  await db.schema
    .alterTable('assignments')
    .addColumn('partner_id', 'text', (c) => c.references('partners.id'))
    .execute();
  await db.schema
    .createIndex('assignments_partner_idx')
    .on('assignments')
    .columns(['partner_id', 'due_date'])
    .execute();

  // Where assessors see vehicles: address, county and opening hours (JSON per weekday).
  await db.schema
    .createTable('appointment_locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointment_locations_org_idx')
    .on('appointment_locations')
    .columns(['organisation_id', 'name'])
    .execute();

  // Reports over periods: opened per week reads created_at, status history reads timeline rows.
  await db.schema
    .createIndex('assignments_org_created_idx')
    .on('assignments')
    .columns(['organisation_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('timeline_status_idx')
    .on('timeline_entries')
    .columns(['created_at', 'assignment_id'])
    .where(sql.ref('status_code'), 'is not', null)
    .execute();

  // A preview session shows the product as other roles would see it, and may change nothing.
  await db.schema.alterTable('sessions').addColumn('preview_roles', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('preview_roles').execute();
  await db.schema.dropIndex('timeline_status_idx').execute();
  await db.schema.dropIndex('assignments_org_created_idx').execute();
  await db.schema.dropTable('appointment_locations').execute();
  await db.schema.dropIndex('assignments_partner_idx').execute();
  await db.schema.alterTable('assignments').dropColumn('partner_id').execute();
  await db.schema.dropTable('partner_contacts').execute();
  await db.schema.dropTable('partners').execute();
  await db.schema.dropTable('absences').execute();
}
