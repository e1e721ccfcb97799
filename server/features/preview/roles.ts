import type { Kysely } from 'kysely';
import type { CatalogueRole } from '../../../contract/role-catalogue.ts';
import type { Database } from '../../db/schema.ts';
import { assertKnownRoles, choicesIn, roleCatalogueOf } from '../organisations/index.ts';

/** The roles a preview may show: those the organisation knows, the product's and its own, each named. */
export function previewableRoles(db: Kysely<Database>, organisationId: string): Promise<CatalogueRole[]> {
  return roleCatalogueOf(db, organisationId);
}

/** A preview shows roles the organisation knows; any other code is refused at the roles field. */
export const assertPreviewable = (db: Kysely<Database>, organisationId: string, roles: readonly string[]) =>
  assertKnownRoles(db, organisationId, choicesIn('roles', roles));
