import type { Generated } from 'kysely';

/** An organisation: its name, branding and the settings each section of the settings page keeps. */
export interface OrganisationsTable {
  id: string;
  code: string;
  name: string;
  org_type: 'primary' | 'other';
  /** JSON of contract/branding.ts Branding; null means the defaults. */
  branding: string | null;
  created_at: string;
  /** JSON of contract/organisation.ts AppMetadata: password policy and feature switches. */
  app_metadata: Generated<string>;
  /** JSON array of addresses or CIDR ranges allowed to sign in; empty allows all. */
  ip_allow_list: Generated<string>;
  /** JSON of the external OpenID Connect issuer: { issuer, audience, jwks_uri }; null when none. */
  oidc: string | null;
  /** Each settings section's version, bumped by every save of that section. */
  branding_version: Generated<number>;
  password_policy_version: Generated<number>;
  tracker_version: Generated<number>;
  assistant_version: Generated<number>;
  ip_allow_list_version: Generated<number>;
  /** The language a new user starts in, and its section's version. */
  default_language: Generated<'en' | 'ro'>;
  language_version: Generated<number>;
  /** The assessment note's settings (contract/assessment.ts), JSON; null: the defaults. */
  assessment_settings: Generated<string | null>;
  assessment_version: Generated<number>;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface OrganisationTables {
  organisations: OrganisationsTable;
}
