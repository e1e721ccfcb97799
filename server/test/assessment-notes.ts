import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** An open assessment assignment of DEMO without a note yet, and three parts of the list. */
export async function freshAssessment(db: Kysely<Database>): Promise<{ id: string; parts: string[] }> {
  const row = await db
    .selectFrom('assignments as a')
    .leftJoin('assessment_notes as n', 'n.assignment_id', 'a.id')
    .select('a.id')
    .where('a.assignment_type', '=', 'assessment')
    .where('a.is_final', '=', 0)
    .where('n.id', 'is', null)
    .where('a.organisation_id', '=', db.selectFrom('organisations').select('id').where('code', '=', 'DEMO'))
    .orderBy('a.assignment_no')
    .executeTakeFirstOrThrow();
  const parts = await db
    .selectFrom('reference_items')
    .select('code')
    .where('list_code', '=', 'vehicle_parts')
    .limit(3)
    .execute();
  return { id: row.id, parts: parts.map((p) => p.code) };
}

/** A note line as the editor sends it: one part replaced, 1.5 hours at the default rate, 1,250 lei. */
export const noteLine = (item_guid: string, over: Record<string, unknown> = {}) => ({
  item_guid,
  operation: 'replace',
  quantity: 1000,
  labour_hours: 150,
  labour_rate: null,
  part_price: 125_000,
  paint_materials: 0,
  remark: '',
  ...over,
});
