import type { Kysely } from 'kysely';
import type { Language } from '../../../../contract/languages.ts';
import {
  VEHICLE_SEARCH_MAX_FILES,
  VEHICLE_SEARCH_MIN_LENGTH,
  type Vehicle,
  type VehicleSearchResult,
} from '../../../../contract/vehicle-search.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { normaliseTerm } from '../../../search/prefix-terms.ts';
import { describeStatus, statusesOfOrganisation } from '../index.ts';
import { assignmentsOfFiles, filesMatching, filesOfVins, type VehicleFileRow } from './vehicle-repository.ts';

/** A vehicle is its VIN; a file without one stands for the vehicle of its plate. */
const vehicleKey = (file: VehicleFileRow) => file.vin.trim().toUpperCase() || `plate:${normaliseTerm(file.plate)}`;

/**
 * The vehicles of the organisation found by plate, VIN or claim file number (a prefix; case,
 * spaces and dashes ignored), each with every claim file of that VIN, newest event first, and
 * each file's assessments. Another organisation's files are never read.
 */
export async function searchVehicles(
  db: Kysely<Database>,
  organisationId: string,
  text: string,
  language: Language,
): Promise<VehicleSearchResult> {
  const prefix = normaliseTerm(text);
  if (prefix.length < VEHICLE_SEARCH_MIN_LENGTH)
    throw new AppError('validation_failed', 'error.vehicleSearch.tooShort', { field: 'q' });
  const matched = await filesMatching(db, organisationId, prefix);
  const truncated = matched.length > VEHICLE_SEARCH_MAX_FILES;
  const found = matched.slice(0, VEHICLE_SEARCH_MAX_FILES);
  const vins = [...new Set(found.map((f) => f.vin.trim().toUpperCase()).filter((vin) => vin !== ''))];
  const byId = new Map(found.map((f) => [f.id, f]));
  for (const file of await filesOfVins(db, organisationId, vins)) byId.set(file.id, file);
  const files = [...byId.values()].sort(
    (a, b) => b.event_date.localeCompare(a.event_date) || a.claim_file_no.localeCompare(b.claim_file_no),
  );
  const assignments = await assignmentsOfFiles(
    db,
    files.map((f) => f.id),
  );
  const statuses = await statusesOfOrganisation(db, organisationId);
  const vehicles = new Map<string, Vehicle>();
  for (const file of files) {
    const key = vehicleKey(file);
    const vehicle = vehicles.get(key) ?? {
      key,
      plates: [],
      vin: file.vin,
      brand: file.vehicle_brand,
      model: file.vehicle_model,
      claim_files: [],
    };
    if (!vehicle.plates.includes(file.plate)) vehicle.plates.push(file.plate);
    const own = assignments.filter((a) => a.claim_file_id === file.id);
    vehicle.claim_files.push({
      claim_file_no: file.claim_file_no,
      event_date: file.event_date,
      policy_no: file.policy_no,
      plate: file.plate,
      is_open: own.some((a) => a.is_final === 0),
      assessments: own
        .filter((a) => a.assignment_type === 'assessment')
        .map((a) => ({
          id: a.id,
          assignment_no: a.assignment_no,
          status: describeStatus(statuses, a.assignment_type, a.status_code, language, a.is_final === 1),
          assignee_name: a.assignee_name,
          created_at: a.created_at,
        })),
    });
    vehicles.set(key, vehicle);
  }
  return { vehicles: [...vehicles.values()], truncated };
}
