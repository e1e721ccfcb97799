import type { Kysely } from 'kysely';
import { assignmentTypeName, type AssignmentType } from '../../../contract/assignments.ts';
import type { GuestAssignment } from '../../../contract/guest.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { claimFileOf, describeStatus, statusesOfOrganisation, type AssignmentRow } from '../assignments/index.ts';
import { documentsOf } from '../documents/index.ts';
import { organisationCodesOf } from '../organisations/index.ts';

/** What a guest sees of their assignment: its status, the claim's vehicle, and the documents asked for. */
export async function guestView(
  db: Kysely<Database>,
  row: AssignmentRow,
  language: Language,
): Promise<GuestAssignment> {
  const [file, codes] = await Promise.all([claimFileOf(db, row), organisationCodesOf(db, [row.organisation_id])]);
  const status = describeStatus(
    await statusesOfOrganisation(db, row.organisation_id),
    row.assignment_type,
    row.status_code,
    language,
  );
  return {
    assignment_no: row.assignment_no,
    assignment_type: row.assignment_type as AssignmentType,
    type_name: assignmentTypeName(row.assignment_type, language),
    status: { name: status.name, color: status.color, help: status.help },
    claim_file_no: file.claim_file_no,
    org_code: codes.get(row.organisation_id) ?? '',
    vehicle: { plate: file.plate, brand: file.vehicle_brand, model: file.vehicle_model },
    event_date: file.event_date,
    documents: await documentsOf(db, [row.id]),
  };
}
