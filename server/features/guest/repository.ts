import type { Kysely } from 'kysely';
import { assignmentTypeName, type AssignmentType } from '../../../contract/assignments.ts';
import type { GuestAssignment } from '../../../contract/guest.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { claimFileOf, statusesOfOrganisation, type AssignmentRow } from '../assignments/index.ts';
import { documentsOf, documentTypeNamer } from '../documents/index.ts';
import { organisationCodesOf } from '../organisations/index.ts';
import { guestStateOf } from './public-state.ts';

/** What a guest sees of their assignment: where it stands in public words, the claim's vehicle, and the documents asked for. */
export async function guestView(
  db: Kysely<Database>,
  row: AssignmentRow,
  language: Language,
): Promise<GuestAssignment> {
  const [file, codes, statuses, stored, nameOf] = await Promise.all([
    claimFileOf(db, row),
    organisationCodesOf(db, [row.organisation_id]),
    statusesOfOrganisation(db, row.organisation_id),
    documentsOf(db, [row.id]),
    documentTypeNamer(db, row.organisation_id, language),
  ]);
  // Each document type in the guest's language where the organisation knows it.
  const documents = stored.map((d) => {
    const name = nameOf(d.doc_type);
    return name === undefined ? d : { ...d, doc_type_name: name };
  });
  // The first status of its type (in the organisation's order) is where new work waits.
  const first = [...statuses.values()].find((s) => s.assignment_type === row.assignment_type)?.code;
  return {
    assignment_no: row.assignment_no,
    assignment_type: row.assignment_type as AssignmentType,
    type_name: assignmentTypeName(row.assignment_type, language),
    status: guestStateOf(row, first, documents, language),
    claim_file_no: file.claim_file_no,
    org_code: codes.get(row.organisation_id) ?? '',
    vehicle: { plate: file.plate, brand: file.vehicle_brand, model: file.vehicle_model },
    event_date: file.event_date,
    documents,
  };
}
