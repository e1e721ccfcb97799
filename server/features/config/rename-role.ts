import type { Kysely } from 'kysely';
import type { RoleNames } from '../../../contract/role-catalogue.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { findOwnRole, renameOwnRole } from '../organisations/index.ts';

/**
 * Renames one of the organisation's roles on the version its author saw, and records it, in one
 * transaction; false, with nothing written, when someone renamed it since.
 */
export function renameRole(
  db: Kysely<Database>,
  input: { actor: Actor; code: string; names: RoleNames; seen: number; now: Date },
): Promise<boolean> {
  const { actor, code, names, seen, now } = input;
  const organisationId = actor.user.organisation_id;
  return db.transaction().execute(async (trx) => {
    const before = await findOwnRole(trx, organisationId, code);
    if (!before || !(await renameOwnRole(trx, organisationId, code, names, seen))) return false;
    const was = { name_en: before.name_en, name_ro: before.name_ro };
    await audit(trx, actor, { action: 'role.update', target: code, before: was, after: names }, now);
    return true;
  });
}
