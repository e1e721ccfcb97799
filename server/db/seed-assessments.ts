import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AssessmentOperation, NoteState } from '../../contract/assessment.ts';
import { DEFAULT_ASSESSMENT_SETTINGS } from '../../contract/assessment-settings.ts';
import { versionTotals } from '../features/assessments/index.ts';
import type { Database } from './schema.ts';

interface SeedLine {
  item_guid: string;
  operation: AssessmentOperation;
  quantity: number;
  labour_hours: number;
  part_price: number;
  paint_materials: number;
}

const line = (item_guid: string, operation: AssessmentOperation, part_price: number, hours: number): SeedLine => ({
  item_guid,
  operation,
  quantity: 1000,
  labour_hours: hours,
  part_price,
  paint_materials: operation === 'paint' ? 35_000 : 0,
});

/**
 * Notes on a few demo assessment assignments, for the editor and the approvers to open: a draft, a
 * submitted one (above an assessor manager's limit only when its total says so), an approved one,
 * and a draft with a part that was replaced on another claim file of the same vehicle.
 */
export async function seedAssessments(
  db: Kysely<Database>,
  organisationId: string,
  people: { assessor: string | null; manager: string | null },
  now: string,
): Promise<void> {
  const open = await db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['a.id', 'f.vin', 'f.id as file_id'])
    .where('a.organisation_id', '=', organisationId)
    .where('a.assignment_type', '=', 'assessment')
    .where('a.is_final', '=', 0)
    .orderBy('a.assignment_no')
    .execute();
  const parts = (
    await db
      .selectFrom('reference_items')
      .select('code')
      .where('list_code', '=', 'vehicle_parts')
      .orderBy('sort')
      .execute()
  ).map((r) => r.code);
  const part = (i: number) => parts[i % parts.length] ?? '';
  // A part replaced on another file of the same vehicle: the assessor should see it flagged.
  const replaced = await db
    .selectFrom('assessment_note_items as n')
    .innerJoin('assignments as a', 'a.id', 'n.assignment_id')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['n.item_guid', 'f.vin', 'f.id as file_id'])
    .where('a.organisation_id', '=', organisationId)
    .where('n.operation', '=', 'replace')
    .execute();
  const twice = open.find((a) => replaced.some((r) => r.vin === a.vin && r.file_id !== a.file_id));
  const twicePart = twice
    ? replaced.find((r) => r.vin === twice.vin && r.file_id !== twice.file_id)?.item_guid
    : undefined;
  const rest = open.filter((a) => a !== twice);
  const plans: { id: string; state: NoteState; lines: SeedLine[] }[] = [];
  if (rest[0])
    plans.push({
      id: rest[0].id,
      state: 'draft',
      lines: [line(part(0), 'replace', 125_000, 150), line(part(3), 'paint', 0, 200)],
    });
  if (rest[1])
    plans.push({
      id: rest[1].id,
      state: 'submitted',
      lines: [line(part(1), 'replace', 480_050, 250), line(part(4), 'repair', 0, 325), line(part(5), 'paint', 0, 180)],
    });
  if (rest[2])
    plans.push({
      id: rest[2].id,
      state: 'approved',
      lines: [line(part(2), 'repair', 0, 120), line(part(6), 'check', 0, 50)],
    });
  if (twice && twicePart)
    plans.push({
      id: twice.id,
      state: 'draft',
      lines: [line(twicePart, 'replace', 260_000, 100), line(part(7), 'paint', 0, 150)],
    });
  const settings = DEFAULT_ASSESSMENT_SETTINGS;
  const rate = settings.default_labour_rate;
  for (const plan of plans) {
    const noteId = randomUUID();
    const versionId = randomUUID();
    // Every seeded line takes the note's default rate (labour_rate null), as the editor's new lines do.
    const totals = versionTotals(
      plan.lines.map((l) => ({ ...l, labour_rate: null })),
      { default_labour_rate: rate, vat_basis_points: settings.vat_basis_points },
    );
    const submitted = plan.state !== 'draft';
    const approved = plan.state === 'approved';
    await db
      .insertInto('assessment_notes')
      .values({
        id: noteId,
        organisation_id: organisationId,
        assignment_id: plan.id,
        current_version_no: 1,
        version: 1,
        created_at: now,
        updated_at: now,
        updated_by_user_id: people.assessor,
      })
      .execute();
    await db
      .insertInto('assessment_note_versions')
      .values({
        id: versionId,
        note_id: noteId,
        version_no: 1,
        state: plan.state,
        default_labour_rate: rate,
        default_rate_from: 'settings',
        vat_basis_points: settings.vat_basis_points,
        ...totals,
        return_reason: null,
        submitted_by_user_id: submitted ? people.assessor : null,
        submitted_at: submitted ? now : null,
        approved_by_user_id: approved ? people.manager : null,
        approved_at: approved ? now : null,
        returned_by_user_id: null,
        returned_at: null,
        created_by_user_id: people.assessor,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('assessment_note_items')
      .values(
        plan.lines.map((l, position) => ({
          id: randomUUID(),
          assignment_id: plan.id,
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
}
