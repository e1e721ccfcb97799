import type { Kysely } from 'kysely';
import type { CoverCode, PolicyStatus } from '../../../contract/policies.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { normaliseVehicleId } from './repository.ts';
import { policyTermsOf } from './search.ts';

export interface NewPolicy {
  organisation_id: string;
  policy_no: string;
  product: string;
  holder_name: string;
  holder_id_no?: string | null;
  holder_contact?: string | null;
  starts_on: string;
  ends_on: string;
  cover: CoverCode[];
  sum_insured_minor: number | null;
  deductible_minor: number;
  status?: PolicyStatus;
  vehicles: { plate: string; vin: string; brand: string; model: string; year?: number | null }[];
}

const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Writes policies into the register with their vehicles and search words, in batches (the demo
 * data and the large workload add tens of thousands). Numbers, plates and VINs are stored as
 * searches compare them. Returns the new ids in the input's order.
 */
export async function addPolicies(db: Kysely<Database>, policies: readonly NewPolicy[], now: Date): Promise<string[]> {
  const ids: string[] = [];
  const rows = [];
  const vehicles = [];
  const terms = [];
  for (const p of policies) {
    const id = timeOrderedId(now);
    ids.push(id);
    const cars = p.vehicles.map((v) => ({ ...v, plate: normaliseVehicleId(v.plate), vin: normaliseVehicleId(v.vin) }));
    rows.push({
      id,
      organisation_id: p.organisation_id,
      policy_no: p.policy_no.trim().toUpperCase(),
      product: p.product,
      holder_name: p.holder_name,
      holder_id_no: p.holder_id_no ?? null,
      holder_contact: p.holder_contact ?? null,
      starts_on: p.starts_on,
      ends_on: p.ends_on,
      cover: JSON.stringify(p.cover),
      sum_insured_minor: p.sum_insured_minor,
      deductible_minor: p.deductible_minor,
      status: p.status ?? 'active',
      created_at: now.toISOString(),
    });
    for (const car of cars)
      vehicles.push({ id: timeOrderedId(now), policy_id: id, organisation_id: p.organisation_id, year: null, ...car });
    for (const term of policyTermsOf({ ...p, vehicles: cars }))
      terms.push({ organisation_id: p.organisation_id, term, policy_id: id });
  }
  // Rows per insert stay well under SQLite's and PostgreSQL's parameter limits.
  for (const part of chunks(rows, 200)) await db.insertInto('policies').values(part).execute();
  for (const part of chunks(vehicles, 300)) await db.insertInto('policy_vehicles').values(part).execute();
  for (const part of chunks(terms, 500)) await db.insertInto('policy_search_terms').values(part).execute();
  return ids;
}
