import type { Kysely } from 'kysely';

/** A photo's document type ends in its line's mark: the part's code and which of its lines ("[part-bonnet#2]"). */
const MARK = /\[([^[\]#]+)#(\d{1,4})\]$/;

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  // Which line of a note a photo shows, kept on the server beside the document (the documents
  // feature stays the store of files): the part and which of that part's lines, since the lines
  // themselves are written anew on each save.
  await db.schema
    .createTable('assessment_line_photos')
    .addColumn('document_id', 'text', (c) => c.primaryKey())
    .addColumn('assignment_id', 'text', (c) => c.notNull())
    .addColumn('item_guid', 'text', (c) => c.notNull())
    .addColumn('occurrence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assessment_line_photos_assignment_idx')
    .on('assessment_line_photos')
    .columns(['assignment_id', 'item_guid', 'occurrence'])
    .execute();
  // Photos uploaded before the link was kept: read it from their document type.
  const marked = await db
    .selectFrom('documents')
    .select(['id', 'assignment_id', 'doc_type', 'created_at'])
    .where('doc_type', 'like', '%#%]')
    .where('file_name', 'is not', null)
    .execute();
  const links = marked.flatMap((doc: { id: string; assignment_id: string; doc_type: string; created_at: string }) => {
    const mark = MARK.exec(doc.doc_type);
    return mark
      ? [
          {
            document_id: doc.id,
            assignment_id: doc.assignment_id,
            item_guid: mark[1],
            occurrence: Number(mark[2]),
            created_at: doc.created_at,
          },
        ]
      : [];
  });
  for (let i = 0; i < links.length; i += 200)
    await db
      .insertInto('assessment_line_photos')
      .values(links.slice(i, i + 200))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assessment_line_photos').execute();
}
