import type { Kysely } from 'kysely';
import type { IntakeClaim } from '../../../contract/intake.ts';
import type { ReferenceListCode } from '../../../contract/reference.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type ErrorKey } from '../../errors.ts';
import { knowsCodes } from '../reference/index.ts';

type Check = [ReferenceListCode, string[], string, ErrorKey];

/**
 * Every code the form sent must be one of the reference lists' (a hand-made request gets told which
 * is not). The policy type comes from the register when a policy is chosen, so only a typed one is checked.
 */
export async function checkIntakeCodes(db: Kysely<Database>, claim: IntakeClaim): Promise<void> {
  const checks: Check[] = [
    ['countries', [claim.event.country], 'event.country', 'error.fnol.unknownCountry'],
    ['vehicle_categories', [claim.vehicle.category], 'vehicle.category', 'error.fnol.unknownVehicleCategory'],
    ['vehicle_brands', [claim.vehicle.brand], 'vehicle.brand', 'error.fnol.unknownBrand'],
    ['colors', [claim.vehicle.color], 'vehicle.color', 'error.fnol.unknownColour'],
  ];
  if (claim.policy_id === null)
    checks.unshift(['policy_types', [claim.policy_type], 'policy_type', 'error.fnol.unknownPolicyType']);
  if (claim.vehicle.damaged_parts.length > 0)
    checks.push(['vehicle_parts', claim.vehicle.damaged_parts, 'vehicle.damaged_parts', 'error.fnol.unknownPart']);
  if (claim.event.country === 'RO')
    checks.push(['counties', [claim.event.county ?? ''], 'event.county', 'error.fnol.unknownCounty']);
  for (const [list, codes, field, key] of checks) {
    if (!(await knowsCodes(db, list, codes))) throw new AppError('validation_failed', key, { field });
  }
}
