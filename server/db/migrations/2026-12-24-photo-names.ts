import type { Kysely } from 'kysely';

/** The line mark an old photo's document type ends in: " [part-bonnet#2]". */
const MARK = / \[[^[\]#]+#\d{1,4}\]$/;

interface Linked {
  id: string;
  doc_type: string;
  item_guid: string;
  occurrence: number | string;
}

const linked = (db: Kysely<any>) =>
  db
    .selectFrom('documents as d')
    .innerJoin('assessment_line_photos as p', 'p.document_id', 'd.id')
    .select(['d.id', 'd.doc_type', 'p.item_guid', 'p.occurrence']);

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Which line a photo shows is kept in assessment_line_photos: the mark in the name of a linked
  // photo says it a second time, and readers saw the code. Unlinked documents keep theirs.
  const rows: Linked[] = await linked(db).where('d.doc_type', 'like', '%#%]').execute();
  for (const row of rows) {
    const name = row.doc_type.replace(MARK, '');
    if (name !== row.doc_type)
      await db.updateTable('documents').set({ doc_type: name }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows: Linked[] = await linked(db).where('d.doc_type', 'not like', '%#%]').execute();
  for (const row of rows) {
    const mark = ` [${row.item_guid}#${Number(row.occurrence)}]`;
    const name = `${row.doc_type.slice(0, 100 - mark.length)}${mark}`;
    await db.updateTable('documents').set({ doc_type: name }).where('id', '=', row.id).execute();
  }
}
