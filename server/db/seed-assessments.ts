import type { Kysely } from 'kysely';
import type { AssessmentOperation, NoteState } from '../../contract/assessment.ts';
import { addDemoNote, type DemoNoteLine, partsReplacedOn } from '../features/assessments/index.ts';
import { assignmentsOfVehicle, openAssignmentsByNumber } from '../features/assignments/index.ts';
import { referenceList } from '../features/reference/index.ts';
import type { Database } from './schema.ts';

const line = (item_guid: string, operation: AssessmentOperation, part_price: number, hours: number): DemoNoteLine => ({
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
  const open = await openAssignmentsByNumber(db, organisationId, 'assessment');
  const parts = (await referenceList(db, 'vehicle_parts', 'en')).map((item) => item.code);
  const part = (i: number) => parts[i % parts.length] ?? '';
  // A part replaced on another file of the same vehicle: the assessor should see it flagged.
  let twice: (typeof open)[number] | undefined;
  let twicePart: string | undefined;
  for (const assessment of open) {
    const vehicle = await assignmentsOfVehicle(db, organisationId, assessment.vin);
    const otherFiles = vehicle.filter((other) => other.claim_file_id !== assessment.claim_file_id);
    [twicePart] = await partsReplacedOn(
      db,
      otherFiles.map((other) => other.id),
    );
    if (twicePart) {
      twice = assessment;
      break;
    }
  }
  const rest = open.filter((a) => a !== twice);
  const plans: { id: string; state: NoteState; lines: DemoNoteLine[] }[] = [];
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
  for (const plan of plans) {
    await addDemoNote(
      db,
      {
        organisationId,
        assignmentId: plan.id,
        state: plan.state,
        lines: plan.lines,
        assessor: people.assessor,
        approver: people.manager,
      },
      now,
    );
  }
}
