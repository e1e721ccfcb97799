import type { ExpressionBuilder, Kysely } from 'kysely';
import { assignmentTypeName, type NoteItemHistoryRow } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { claimFileOf, type AssignmentRow } from './repository.ts';
import { describeStatus, statusesOfOrganisation } from './statuses.ts';

/**
 * The parts that count on an assignment: those reported at intake (no note version) and the lines
 * of its note's current version; earlier versions of a supplemented note stay out.
 */
export const currentNoteItems = (eb: ExpressionBuilder<NoteItemsJoined, 'n' | 'v' | 'note'>) =>
  eb.or([eb('n.note_version_id', 'is', null), eb('v.version_no', '=', eb.ref('note.current_version_no'))]);

type NoteItemsJoined = {
  n: Database['assessment_note_items'];
  v: Nullable<Database['assessment_note_versions']>;
  note: Nullable<Database['assessment_notes']>;
};
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * browseItemHistory: where else this vehicle part ("reper") was noted on a connected claim
 * file, meaning another file of the same organisation for the same vehicle (VIN). An assessor uses
 * it to spot a part claimed twice.
 */
export async function itemHistory(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  itemGuid: string,
  language: Language,
): Promise<NoteItemHistoryRow[]> {
  const file = await claimFileOf(db, assignment);
  const rows = await db
    .selectFrom('assessment_note_items as n')
    .innerJoin('assignments as a', 'a.id', 'n.assignment_id')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .leftJoin('reference_items as r', (join) =>
      join.onRef('r.code', '=', 'n.item_guid').on('r.list_code', '=', 'vehicle_parts'),
    )
    .leftJoin('assessment_note_versions as v', 'v.id', 'n.note_version_id')
    .leftJoin('assessment_notes as note', 'note.id', 'v.note_id')
    .select([
      'n.created_at',
      'n.item_guid',
      'a.id as assignment_id',
      'a.assignment_type',
      'a.status_code',
      'f.claim_file_no',
      'r.name_en',
      'r.name_ro',
    ])
    .where('n.item_guid', '=', itemGuid)
    .where('a.organisation_id', '=', assignment.organisation_id)
    .where('f.vin', '=', file.vin)
    .where('a.id', '!=', assignment.id)
    .where(currentNoteItems)
    .orderBy('n.created_at', 'desc')
    .execute();
  const statuses = await statusesOfOrganisation(db, assignment.organisation_id);
  return rows.map((row) => {
    const status = describeStatus(statuses, row.assignment_type, row.status_code, language);
    return {
      claim_file_no: row.claim_file_no,
      assignment_type_name: assignmentTypeName(row.assignment_type, language),
      status_name: status.name,
      status_color: status.color,
      system_time: row.created_at,
      rep_name: (language === 'ro' ? row.name_ro : row.name_en) ?? row.item_guid,
      assignment_id: row.assignment_id,
    };
  });
}
