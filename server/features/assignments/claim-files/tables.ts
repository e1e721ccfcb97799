/** A person in a claim: the policyholder, the driver, a third party (with their vehicle and insurer) or a witness. */
export interface ClaimPartiesTable {
  id: string;
  claim_file_id: string;
  /** contract/claim-file.ts PARTY_ROLES. */
  role: string;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** A third party's vehicle: its plate and a free description (brand, model, colour). */
  plate: string | null;
  vehicle: string | null;
  /** A third party's insurer and policy number. */
  insurer: string | null;
  insurer_policy_no: string | null;
  remark: string | null;
  /** Order on the claim file. */
  sort: number;
}

/**
 * One word a claim file is found by beyond what its assignments are found by (their numbers, the
 * plate, the policy, the insured's names): its VIN, a phone number or e-mail address, the police
 * report's number, another party's plate. Normalised as the search compares (prefix-terms.ts), with
 * the fact it came from as written, so the search can say what it matched.
 */
export interface ClaimFileSearchTermsTable {
  organisation_id: string;
  term: string;
  claim_file_id: string;
  /** contract/claim-facts.ts CLAIM_FACT_FIELDS. */
  field: string;
  value: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface ClaimFileTables {
  claim_parties: ClaimPartiesTable;
  claim_file_search_terms: ClaimFileSearchTermsTable;
}
