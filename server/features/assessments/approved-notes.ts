import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ApprovedNote {
  assignment_id: string;
  version_no: number;
  subtotal: number;
  vat: number;
  total: number;
  approved_at: string;
}

/** The newest approved note version among these assignments (a claim file's): what the insurer's figure starts from. */
export async function latestApprovedNoteOf(
  db: Kysely<Database>,
  assignmentIds: readonly string[],
): Promise<ApprovedNote | null> {
  if (assignmentIds.length === 0) return null;
  const row = await db
    .selectFrom('assessment_note_versions as v')
    .innerJoin('assessment_notes as n', 'n.id', 'v.note_id')
    .select(['n.assignment_id', 'v.version_no', 'v.subtotal', 'v.vat', 'v.total', 'v.approved_at'])
    .where('n.assignment_id', 'in', [...assignmentIds])
    .where('v.state', '=', 'approved')
    .orderBy('v.approved_at', 'desc')
    .orderBy('v.version_no', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    assignment_id: row.assignment_id,
    version_no: row.version_no,
    subtotal: Number(row.subtotal),
    vat: Number(row.vat),
    total: Number(row.total),
    approved_at: row.approved_at ?? '',
  };
}
