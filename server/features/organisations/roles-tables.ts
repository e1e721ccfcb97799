/** A role an organisation gave itself ('claims.handler'), named in both interface languages; the product's own roles are not stored. */
export interface OrganisationRolesTable {
  organisation_id: string;
  code: string;
  name_en: string;
  name_ro: string;
  created_at: string;
  /** Bumped by every rename: a rename is made on the version its author saw. */
  version: number;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface RoleTables {
  organisation_roles: OrganisationRolesTable;
}
