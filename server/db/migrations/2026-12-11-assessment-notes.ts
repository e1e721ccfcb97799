import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// The assessment note of an assessment assignment: one note per assignment carrying the version
// every change checks (ETag), its versions (a supplementary assessment adds one, earlier ones stay
// readable), and their lines. The lines are rows of assessment_note_items, which already holds the
// parts reported at intake and which the item history reads: a line belongs to a note version,
// a reported part to none.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assessment_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('assignment_id', 'text', (c) => c.notNull().unique().references('assignments.id'))
    .addColumn('current_version_no', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'text')
    .execute();

  await db.schema
    .createTable('assessment_note_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('note_id', 'text', (c) => c.notNull().references('assessment_notes.id'))
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('default_labour_rate', 'bigint', (c) => c.notNull())
    .addColumn('default_rate_from', 'text', (c) => c.notNull())
    .addColumn('vat_basis_points', 'integer', (c) => c.notNull())
    .addColumn('parts_total', 'bigint', (c) => c.notNull())
    .addColumn('labour_total', 'bigint', (c) => c.notNull())
    .addColumn('paint_total', 'bigint', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('vat', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('return_reason', 'text')
    .addColumn('submitted_by_user_id', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('approved_by_user_id', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('returned_by_user_id', 'text')
    .addColumn('returned_at', 'text')
    .addColumn('created_by_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('assessment_note_versions_no_unique', ['note_id', 'version_no'])
    .execute();

  await db.schema
    .alterTable('assessment_note_items')
    .addColumn('note_version_id', 'text', (c) => c.references('assessment_note_versions.id'))
    .execute();
  for (const column of ['position', 'quantity', 'labour_hours', 'part_price', 'paint_materials']) {
    await db.schema
      .alterTable('assessment_note_items')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // Null: the line takes the note version's default rate.
  await db.schema.alterTable('assessment_note_items').addColumn('labour_rate', 'bigint').execute();
  await db.schema
    .alterTable('assessment_note_items')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('assessment_note_items_version_idx')
    .on('assessment_note_items')
    .columns(['note_version_id', 'position'])
    .execute();

  // Settings: VAT, the default labour rate and approval limits per role, as one JSON section.
  await db.schema.alterTable('organisations').addColumn('assessment_settings', 'text').execute();
  await db.schema
    .alterTable('organisations')
    .addColumn('assessment_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A repair shop's own labour rate (bani an hour), which its assignments' notes start from.
  await db.schema.alterTable('partners').addColumn('labour_rate', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('partners').dropColumn('labour_rate').execute();
  await db.schema.alterTable('organisations').dropColumn('assessment_version').execute();
  await db.schema.alterTable('organisations').dropColumn('assessment_settings').execute();
  await db.schema.dropIndex('assessment_note_items_version_idx').execute();
  await db.deleteFrom('assessment_note_items').where('note_version_id', 'is not', null).execute();
  for (const column of [
    'remark',
    'labour_rate',
    'paint_materials',
    'part_price',
    'labour_hours',
    'quantity',
    'position',
    'note_version_id',
  ]) {
    await db.schema.alterTable('assessment_note_items').dropColumn(column).execute();
  }
  await db.schema.dropTable('assessment_note_versions').execute();
  await db.schema.dropTable('assessment_notes').execute();
}
