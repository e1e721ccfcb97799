import type { Generated } from 'kysely';

export interface PoliciesTable {
  id: string;
  organisation_id: string;
  /** Unique within the organisation; stored upper-case. */
  policy_no: string;
  /** A code of the policy_types reference list (RCA, CASCO, ...). */
  product: string;
  holder_name: string;
  /** The holder's personal or company number (CNP/CUI), when known. */
  holder_id_no: string | null;
  /** An e-mail address or phone number of the holder, when known. */
  holder_contact: string | null;
  /** YYYY-MM-DD, both days included. */
  starts_on: string;
  ends_on: string;
  /** JSON array of the cover codes the policy includes (contract/policies.ts). */
  cover: Generated<string>;
  /** Money in minor units (bani). bigint: PostgreSQL answers it as text, so repositories read it with Number(). */
  sum_insured_minor: number | string | null;
  deductible_minor: Generated<number | string>;
  currency: Generated<string>;
  /** active, suspended or cancelled; whether it is in force on a day also depends on the period. */
  status: Generated<string>;
  created_at: string;
  version: Generated<number>;
}

export interface PolicyVehiclesTable {
  id: string;
  policy_id: string;
  organisation_id: string;
  /** Upper-case without spaces, as searches compare it. */
  plate: string;
  /** Upper-case. */
  vin: string;
  brand: string;
  model: string;
  year: number | null;
}

/** One word a policy is found by (its number, a plate, a VIN, a word of the holder's name), normalised. */
export interface PolicySearchTermsTable {
  organisation_id: string;
  term: string;
  policy_id: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface PolicyTables {
  policies: PoliciesTable;
  policy_vehicles: PolicyVehiclesTable;
  policy_search_terms: PolicySearchTermsTable;
}
