import { type Kysely, sql } from 'kysely';
import { VEHICLE_SEARCH_MAX_FILES } from '../../../../contract/vehicle-search.ts';
import type { Database } from '../../../db/schema.ts';
import { withUserNames } from '../../organisations/index.ts';
import { prefixEnd } from '../../../search/prefix-terms.ts';
import { LISTED_COLUMNS } from '../listed-columns.ts';

const FILE_COLUMNS = [
  'f.id',
  'f.claim_file_no',
  'f.event_date',
  'f.policy_no',
  'f.plate',
  'f.vin',
  'f.vehicle_brand',
  'f.vehicle_model',
] as const;

/**
 * The organisation's claim files whose number, VIN or plate starts with a normalised prefix, newest
 * event first; one more than the limit, so the caller knows whether there were more.
 */
export async function filesMatching(db: Kysely<Database>, organisationId: string, prefix: string) {
  const end = prefixEnd(prefix);
  // Each a range on an indexed column (the plate's is plate_key, kept normalised by the database).
  const range = (column: 'f.claim_file_no' | 'f.vin' | 'f.plate_key') =>
    sql<boolean>`(${sql.ref(column)} >= ${prefix}${end === null ? sql`` : sql` and ${sql.ref(column)} < ${end}`})`;
  return db
    .selectFrom('claim_files as f')
    .select(FILE_COLUMNS)
    .where('f.organisation_id', '=', organisationId)
    .where((eb) => eb.or([range('f.claim_file_no'), range('f.vin'), range('f.plate_key')]))
    .orderBy('f.event_date', 'desc')
    .orderBy('f.claim_file_no')
    .limit(VEHICLE_SEARCH_MAX_FILES + 1)
    .execute();
}

export type VehicleFileRow = Awaited<ReturnType<typeof filesMatching>>[number];

/** Every claim file of the organisation on these VINs: a vehicle's history, whatever plate it wore. */
export async function filesOfVins(db: Kysely<Database>, organisationId: string, vins: string[]) {
  if (vins.length === 0) return [];
  return db
    .selectFrom('claim_files as f')
    .select(FILE_COLUMNS)
    .where('f.organisation_id', '=', organisationId)
    .where('f.vin', 'in', vins)
    .orderBy('f.event_date', 'desc')
    .limit(VEHICLE_SEARCH_MAX_FILES * 4)
    .execute();
}

/** The assignments of these files (every type, for whether a file is open), with the assignee's name. */
export async function assignmentsOfFiles(db: Kysely<Database>, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  const rows = await db
    .selectFrom('assignments as a')
    .select([...LISTED_COLUMNS, 'a.claim_file_id', 'a.created_at', 'a.assignee_user_id'])
    .where('a.claim_file_id', 'in', fileIds)
    .orderBy('a.created_at')
    .orderBy('a.assignment_no')
    .execute();
  return withUserNames(db, rows, { assignee_name: 'assignee_user_id' });
}
