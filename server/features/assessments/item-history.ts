import type { Kysely } from 'kysely';
import { assignmentTypeName, type NoteItemHistoryRow } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { currentPartsOf, partNamesIn } from './current-parts.ts';
import {
  type AssignmentRow,
  assignmentsOfVehicle,
  claimFileOf,
  describeStatus,
  statusesOfOrganisation,
} from './deps.ts';

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
  const others = (await assignmentsOfVehicle(db, assignment.organisation_id, file.vin)).filter(
    (other) => other.id !== assignment.id,
  );
  const byId = new Map(others.map((other) => [other.id, other]));
  const parts = (await currentPartsOf(db, [...byId.keys()], itemGuid)).reverse();
  const nameOf = await partNamesIn(db, [itemGuid], language);
  const statuses = await statusesOfOrganisation(db, assignment.organisation_id);
  return parts.flatMap((part) => {
    const other = byId.get(part.assignment_id);
    if (!other) return [];
    const status = describeStatus(statuses, other.assignment_type, other.status_code, language);
    return [
      {
        claim_file_no: other.claim_file_no,
        assignment_type_name: assignmentTypeName(other.assignment_type, language),
        status_name: status.name,
        status_color: status.color,
        system_time: part.created_at,
        rep_name: nameOf(part.item_guid),
        assignment_id: other.id,
      },
    ];
  });
}
