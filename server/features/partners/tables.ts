import type { Generated } from 'kysely';

interface PartnersTable {
  id: string;
  organisation_id: string;
  kind: 'repair_shop' | 'assessor' | 'towing';
  name: string;
  tax_code: string;
  email: string;
  phone: string;
  county_code: string;
  address: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Bumped by every change; a change names the version it was made on (If-Match). */
  version: Generated<number>;
  /** Who made the last change (the real person when impersonating), named when a stale change is refused. */
  updated_by_user_id: Generated<string | null>;
  /** A repair shop's labour rate in bani an hour; its assignments' notes start from it. */
  labour_rate: Generated<number | string | null>;
}

interface PartnerContactsTable {
  id: string;
  partner_id: string;
  full_name: string;
  job_title: string;
  email: string;
  phone: string;
  created_at: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface PartnerTables {
  partners: PartnersTable;
  partner_contacts: PartnerContactsTable;
}
