import type { Kysely, Selectable } from 'kysely';
import {
  COVER_CODES,
  type CoverCode,
  type Policy,
  type PolicyStanding,
  type PolicyStatus,
  policyStandingOn,
} from '../../../contract/policies.ts';
import type { Database } from '../../db/schema.ts';
import type { PoliciesTable } from './tables.ts';

/** A plate or VIN as the register keeps it: upper-case, without spaces or dashes. */
export const normaliseVehicleId = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

function coverOf(json: string): CoverCode[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((c): c is CoverCode => COVER_CODES.includes(c)) : [];
  } catch {
    return [];
  }
}

/** The policies of these rows with their vehicles, in the rows' order. */
export async function withVehicles(db: Kysely<Database>, rows: Selectable<PoliciesTable>[]): Promise<Policy[]> {
  if (rows.length === 0) return [];
  const vehicles = await db
    .selectFrom('policy_vehicles')
    .select(['policy_id', 'plate', 'vin', 'brand', 'model', 'year'])
    .where(
      'policy_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('plate')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    policy_no: r.policy_no,
    product: r.product,
    holder_name: r.holder_name,
    holder_id_no: r.holder_id_no,
    holder_contact: r.holder_contact,
    starts_on: r.starts_on,
    ends_on: r.ends_on,
    cover: coverOf(r.cover),
    sum_insured_minor: r.sum_insured_minor === null ? null : Number(r.sum_insured_minor),
    deductible_minor: Number(r.deductible_minor),
    currency: r.currency,
    status: r.status as PolicyStatus,
    vehicles: vehicles
      .filter((v) => v.policy_id === r.id)
      .map(({ plate, vin, brand, model, year }) => ({ plate, vin, brand, model, year })),
  }));
}

/** One policy of the organisation, or undefined (another organisation's policy is not found either). */
export async function findPolicy(
  db: Kysely<Database>,
  organisationId: string,
  id: string,
): Promise<Policy | undefined> {
  const row = await db
    .selectFrom('policies')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await withVehicles(db, [row]))[0] : undefined;
}

export async function findPolicyByNumber(
  db: Kysely<Database>,
  organisationId: string,
  policyNo: string,
): Promise<Policy | undefined> {
  const row = await db
    .selectFrom('policies')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('policy_no', '=', policyNo.trim().toUpperCase())
    .executeTakeFirst();
  return row ? (await withVehicles(db, [row]))[0] : undefined;
}

/** What the register says of a policy number and plate on an event day. */
export interface PolicyCheck {
  policy: Policy | undefined;
  /** Undefined when the number is not in the register. */
  standing: PolicyStanding | undefined;
  /** Whether the plate is one of the policy's insured vehicles. */
  plateInsured: boolean;
}

export async function checkPolicy(
  db: Kysely<Database>,
  organisationId: string,
  input: { policyNo: string; plate: string; eventDate: string },
): Promise<PolicyCheck> {
  const policy = await findPolicyByNumber(db, organisationId, input.policyNo);
  if (!policy) return { policy: undefined, standing: undefined, plateInsured: false };
  const plate = normaliseVehicleId(input.plate);
  return {
    policy,
    standing: policyStandingOn(policy, input.eventDate),
    plateInsured: plate !== '' && policy.vehicles.some((v) => v.plate === plate),
  };
}
