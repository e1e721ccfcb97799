import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AssessmentOperation, NoteState } from '../../../contract/assessment.ts';
import { DEFAULT_ASSESSMENT_SETTINGS } from '../../../contract/assessment-settings.ts';
import type { Database } from '../../db/schema.ts';
import { versionTotals } from './pricing.ts';

/** A part noted on an assessment before any note was drawn up (the operation it needs, unpriced). */
export interface AssessedPart {
  id: string;
  assignment_id: string;
  item_guid: string;
  operation: string;
  created_at: string;
}

/** Writes the parts of many made-up assessments, a few hundred per statement (see addClaimsInBulk). */
export async function addAssessedPartsInBulk(db: Kysely<Database>, parts: readonly AssessedPart[]): Promise<void> {
  // Rows per insert stay well under SQLite's and PostgreSQL's parameter limits.
  for (let start = 0; start < parts.length; start += 300)
    await db
      .insertInto('assessment_note_items')
      .values(parts.slice(start, start + 300))
      .execute();
}

/** Parts replaced on these assignments' assessments, oldest first: where a part claimed twice shows. */
export async function partsReplacedOn(db: Kysely<Database>, assignmentIds: readonly string[]): Promise<string[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('assessment_note_items')
    .select('item_guid')
    .where('assignment_id', 'in', [...assignmentIds])
    .where('operation', '=', 'replace')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.item_guid);
}

/** A priced line of a demo note, at the note's default labour rate. */
export interface DemoNoteLine {
  item_guid: string;
  operation: AssessmentOperation;
  quantity: number;
  labour_hours: number;
  part_price: number;
  paint_materials: number;
}

/**
 * A note on an assessment at its first version, in the state the demo needs it (draft, submitted,
 * approved), on the default settings: what the editor and the approvers open.
 */
export async function addDemoNote(
  db: Kysely<Database>,
  note: {
    organisationId: string;
    assignmentId: string;
    state: NoteState;
    lines: readonly DemoNoteLine[];
    assessor: string | null;
    approver: string | null;
  },
  now: string,
): Promise<void> {
  const settings = DEFAULT_ASSESSMENT_SETTINGS;
  const rate = settings.default_labour_rate;
  const noteId = randomUUID();
  const versionId = randomUUID();
  // Every line takes the note's default rate (labour_rate null), as the editor's new lines do.
  const totals = versionTotals(
    note.lines.map((l) => ({ ...l, labour_rate: null })),
    { default_labour_rate: rate, vat_basis_points: settings.vat_basis_points },
  );
  const submitted = note.state !== 'draft';
  const approved = note.state === 'approved';
  await db
    .insertInto('assessment_notes')
    .values({
      id: noteId,
      organisation_id: note.organisationId,
      assignment_id: note.assignmentId,
      current_version_no: 1,
      version: 1,
      created_at: now,
      updated_at: now,
      updated_by_user_id: note.assessor,
    })
    .execute();
  await db
    .insertInto('assessment_note_versions')
    .values({
      id: versionId,
      note_id: noteId,
      version_no: 1,
      state: note.state,
      default_labour_rate: rate,
      default_rate_from: 'settings',
      vat_basis_points: settings.vat_basis_points,
      ...totals,
      return_reason: null,
      submitted_by_user_id: submitted ? note.assessor : null,
      submitted_at: submitted ? now : null,
      approved_by_user_id: approved ? note.approver : null,
      approved_at: approved ? now : null,
      returned_by_user_id: null,
      returned_at: null,
      created_by_user_id: note.assessor,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('assessment_note_items')
    .values(
      note.lines.map((l, position) => ({
        id: randomUUID(),
        assignment_id: note.assignmentId,
        note_version_id: versionId,
        position,
        ...l,
        labour_rate: null,
        remark: '',
        created_at: now,
      })),
    )
    .execute();
}
