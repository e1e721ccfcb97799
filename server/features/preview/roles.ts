import type { Kysely } from 'kysely';
import { KNOWN_ROLES } from '../../../contract/users-admin.ts';
import type { Database } from '../../db/schema.ts';
import { rolesInUse } from '../organisations/index.ts';

/** The roles a preview may show: the product's, and any the organisation's users hold, sorted. */
export async function previewableRoles(db: Kysely<Database>, organisationId: string): Promise<string[]> {
  const inUse = await rolesInUse(db, organisationId);
  return [...new Set([...KNOWN_ROLES, ...inUse])].sort();
}
