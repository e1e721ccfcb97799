import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('work_group', 'text').execute();

  await db.schema
    .createTable('claim_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('claim_file_no', 'text', (c) => c.notNull())
    .addColumn('policy_no', 'text', (c) => c.notNull())
    .addColumn('policy_type', 'text', (c) => c.notNull())
    .addColumn('insured_name', 'text', (c) => c.notNull())
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('vehicle_brand', 'text', (c) => c.notNull())
    .addColumn('vehicle_model', 'text', (c) => c.notNull())
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('event_country', 'text', (c) => c.notNull())
    .addColumn('event_county', 'text')
    .addColumn('event_place', 'text', (c) => c.notNull())
    .addColumn('tracker_case_id', 'text', (c) => c.references('tracker_cases.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('claim_files_number_idx')
    .on('claim_files')
    .columns(['organisation_id', 'claim_file_no'])
    .unique()
    .execute();
  await db.schema.createIndex('claim_files_vin_idx').on('claim_files').columns(['organisation_id', 'vin']).execute();

  await db.schema
    .createTable('assignment_statuses')
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('assignment_type', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ro', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('help_en', 'text', (c) => c.notNull())
    .addColumn('help_ro', 'text', (c) => c.notNull())
    .addColumn('is_final', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('tracker_step', 'integer')
    .addPrimaryKeyConstraint('assignment_statuses_pk', ['organisation_id', 'assignment_type', 'code'])
    .execute();

  await db.schema
    .createTable('assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('claim_file_id', 'text', (c) => c.notNull().references('claim_files.id'))
    .addColumn('assignment_no', 'text', (c) => c.notNull())
    .addColumn('assignment_type', 'text', (c) => c.notNull())
    .addColumn('status_code', 'text', (c) => c.notNull())
    .addColumn('is_final', 'integer', (c) => c.notNull())
    .addColumn('assignee_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('group_code', 'text', (c) => c.notNull())
    .addColumn('guest_key', 'text', (c) => c.notNull().unique())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('is_case_master', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assignments_number_idx')
    .on('assignments')
    .columns(['organisation_id', 'assignment_no'])
    .unique()
    .execute();
  await db.schema.createIndex('assignments_file_idx').on('assignments').columns(['claim_file_id']).execute();
  // The worklist's keyset pages: who holds it, open or closed, then the sort column and the id.
  await db.schema
    .createIndex('assignments_mine_due_idx')
    .on('assignments')
    .columns(['assignee_user_id', 'is_final', 'due_date', 'id'])
    .execute();
  await db.schema
    .createIndex('assignments_mine_status_idx')
    .on('assignments')
    .columns(['assignee_user_id', 'is_final', 'status_code'])
    .execute();
  await db.schema
    .createIndex('assignments_mine_updated_idx')
    .on('assignments')
    .columns(['assignee_user_id', 'is_final', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('assignments_group_due_idx')
    .on('assignments')
    .columns(['organisation_id', 'group_code', 'is_final', 'due_date', 'id'])
    .execute();
  // The group's unassigned pile (assignee IS NULL is an equality for the index, on both engines).
  await db.schema
    .createIndex('assignments_group_holder_due_idx')
    .on('assignments')
    .columns(['organisation_id', 'group_code', 'assignee_user_id', 'is_final', 'due_date', 'id'])
    .execute();
  await db.schema
    .createIndex('assignments_org_due_idx')
    .on('assignments')
    .columns(['organisation_id', 'is_final', 'due_date', 'id'])
    .execute();
  await db.schema
    .createIndex('assignments_org_updated_idx')
    .on('assignments')
    .columns(['organisation_id', 'is_final', 'updated_at', 'id'])
    .execute();

  // One row per searchable word of an assignment (numbers, plate, policy, insured's names),
  // normalised, so that a prefix search is an index range on both engines.
  await db.schema
    .createTable('assignment_search_terms')
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id'))
    .execute();
  await db.schema
    .createIndex('assignment_search_terms_idx')
    .on('assignment_search_terms')
    .columns(['organisation_id', 'term', 'assignment_id'])
    .execute();

  await db.schema
    .createTable('timeline_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('acting_as_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status_code', 'text')
    .addColumn('outbox_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('timeline_entries_assignment_idx')
    .on('timeline_entries')
    .columns(['assignment_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('assessment_note_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) => c.notNull().references('assignments.id'))
    .addColumn('item_guid', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assessment_note_items_item_idx')
    .on('assessment_note_items')
    .columns(['item_guid', 'assignment_id'])
    .execute();

  await db.schema
    .createTable('reference_items')
    .addColumn('list_code', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ro', 'text', (c) => c.notNull())
    .addColumn('parent_code', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reference_items_pk', ['list_code', 'code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'reference_items',
    'assessment_note_items',
    'timeline_entries',
    'assignment_search_terms',
    'assignments',
    'assignment_statuses',
    'claim_files',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('work_group').execute();
}
