import type { AssessmentPrint } from '../../../contract/assessment.ts';
import { noteAnswer } from './answer.ts';
import type { NoteChange } from './change-note.ts';
import { claimFileOf, findOrganisationById } from './deps.ts';

const TITLE = { en: 'Vehicle assessment note', ro: 'Notă de constatare auto' } as const;

/**
 * GET .../print: the current version with what the print header shows (title, claim file number,
 * activity code, export time; the page writes the time as DD.MM.YYYY HH:mm) and the signatures block
 * names (the assessor who submitted, the approver).
 */
export async function notePrint(change: NoteChange): Promise<AssessmentPrint> {
  const { db, actor, assignment, language, now } = change;
  const note = await noteAnswer(db, actor.user, assignment, language);
  const file = await claimFileOf(db, assignment);
  const org = await findOrganisationById(db, assignment.organisation_id);
  const vehicle = [file.vehicle_brand, file.vehicle_model].filter((part) => part && part !== '—').join(' ');
  return {
    note,
    title: TITLE[language],
    activity_code: assignment.assignment_no,
    exported_at: now.toISOString(),
    organisation_name: org.name,
    plate_no: file.plate || null,
    vehicle: vehicle || null,
    assessor: note.submitted?.name ?? null,
  };
}
