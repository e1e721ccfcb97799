import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// A policy register per organisation (each policy with its insured vehicles), and a claim file that
// knows its policy, the event's time and police report, the people involved, and its own version.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('policies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('policy_no', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('holder_id_no', 'text')
    .addColumn('holder_contact', 'text')
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sum_insured_minor', 'bigint')
    .addColumn('deductible_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('RON'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('policies_org_no_key', ['organisation_id', 'policy_no'])
    .execute();
  await db.schema
    .createIndex('policies_org_holder_idx')
    .on('policies')
    .columns(['organisation_id', 'holder_name'])
    .execute();

  await db.schema
    .createTable('policy_vehicles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('policy_id', 'text', (c) => c.notNull().references('policies.id'))
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .execute();
  await db.schema.createIndex('policy_vehicles_policy_idx').on('policy_vehicles').column('policy_id').execute();
  await db.schema
    .createIndex('policy_vehicles_org_plate_idx')
    .on('policy_vehicles')
    .columns(['organisation_id', 'plate'])
    .execute();
  await db.schema
    .createIndex('policy_vehicles_org_vin_idx')
    .on('policy_vehicles')
    .columns(['organisation_id', 'vin'])
    .execute();

  await db.schema.alterTable('claim_files').addColumn('policy_id', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('policy_missing_reason', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('event_time', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('police_report_no', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('damage', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('created_by_user_id', 'text').execute();
  await db.schema.alterTable('claim_files').addColumn('updated_at', 'text').execute();
  await db.schema
    .alterTable('claim_files')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('claim_files_org_plate_event_idx')
    .on('claim_files')
    .columns(['organisation_id', 'plate', 'event_date'])
    .execute();
  await db.schema
    .createIndex('claim_files_org_policy_event_idx')
    .on('claim_files')
    .columns(['organisation_id', 'policy_no', 'event_date'])
    .execute();
  await db.schema
    .createIndex('claim_files_org_created_idx')
    .on('claim_files')
    .columns(['organisation_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('claim_parties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_file_id', 'text', (c) => c.notNull().references('claim_files.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('plate', 'text')
    .addColumn('vehicle', 'text')
    .addColumn('insurer', 'text')
    .addColumn('insurer_policy_no', 'text')
    .addColumn('remark', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('claim_parties_file_idx')
    .on('claim_parties')
    .columns(['claim_file_id', 'sort'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('claim_parties').execute();
  for (const index of [
    'claim_files_org_plate_event_idx',
    'claim_files_org_policy_event_idx',
    'claim_files_org_created_idx',
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of [
    'policy_id',
    'policy_missing_reason',
    'event_time',
    'police_report_no',
    'damage',
    'created_by_user_id',
    'updated_at',
    'version',
  ])
    await db.schema.alterTable('claim_files').dropColumn(column).execute();
  await db.schema.dropTable('policy_vehicles').execute();
  await db.schema.dropTable('policies').execute();
}
