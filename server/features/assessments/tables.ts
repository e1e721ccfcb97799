import type { ColumnType, Generated } from 'kysely';
import type { NoteState } from '../../../contract/assessment.ts';

/** Money and counts stored as bigint: PostgreSQL answers them as text, so readers wrap them in Number(). */
type Big = ColumnType<number | string, number, number>;
/** The same, with a default for rows that do not name it (parts reported at intake). */
type BigOr0 = ColumnType<number | string, number | undefined, number>;

/** One note per assessment assignment; `version` is what every change checks (ETag / If-Match). */
interface AssessmentNotesTable {
  id: string;
  organisation_id: string;
  assignment_id: string;
  current_version_no: number;
  version: number;
  created_at: string;
  updated_at: string;
  updated_by_user_id: string | null;
}

/** One version of a note: its state, who moved it, the default rate and VAT it was priced with, its totals. */
export interface AssessmentNoteVersionsTable {
  id: string;
  note_id: string;
  version_no: number;
  state: NoteState;
  default_labour_rate: Big;
  default_rate_from: 'partner' | 'settings';
  vat_basis_points: number;
  parts_total: Big;
  labour_total: Big;
  paint_total: Big;
  subtotal: Big;
  vat: Big;
  total: Big;
  return_reason: string | null;
  submitted_by_user_id: string | null;
  /** The person who acted, when submitting while standing in for submitted_by_user_id. */
  submitted_by_real_user_id: Generated<string | null>;
  submitted_at: string | null;
  approved_by_user_id: string | null;
  approved_at: string | null;
  returned_by_user_id: string | null;
  returned_at: string | null;
  created_by_user_id: string | null;
  created_at: string;
}

/**
 * A part on an assignment: reported at intake (no note version, operation 'reported') or a line of
 * a note version. The item history reads both.
 */
interface AssessmentNoteItemsTable {
  id: string;
  assignment_id: string;
  /** The vehicle part (reference list vehicle_parts). */
  item_guid: string;
  operation: string;
  created_at: string;
  note_version_id: Generated<string | null>;
  position: BigOr0;
  quantity: BigOr0;
  labour_hours: BigOr0;
  /** Null: the version's default rate. */
  labour_rate: ColumnType<number | string | null, number | null | undefined, number | null>;
  part_price: BigOr0;
  paint_materials: BigOr0;
  remark: Generated<string>;
}

/**
 * Which line of a note a photo shows: the part and which of that part's lines (1 for the first),
 * since lines are written anew on every save. The file itself is the assignment's document.
 */
interface AssessmentLinePhotosTable {
  document_id: string;
  assignment_id: string;
  item_guid: string;
  occurrence: number;
  created_at: string;
}

/** Who wrote a version's lines (in person and as whom): four eyes means none of them approves it. */
interface AssessmentLineEditorsTable {
  note_version_id: string;
  user_id: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface AssessmentTables {
  assessment_line_editors: AssessmentLineEditorsTable;
  assessment_notes: AssessmentNotesTable;
  assessment_note_versions: AssessmentNoteVersionsTable;
  assessment_note_items: AssessmentNoteItemsTable;
  assessment_line_photos: AssessmentLinePhotosTable;
}
