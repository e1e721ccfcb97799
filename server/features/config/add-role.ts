import type { Kysely } from 'kysely';
import type { NewRole } from '../../../contract/role-catalogue.ts';
import { isBuiltInRole } from '../../../contract/roles.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { addOwnRole } from '../organisations/index.ts';

const known = (code: string) =>
  new AppError('conflict', 'error.role.exists', { field: 'code', params: { role: code } });

/** Adds a role of the organisation's own and records it, in one transaction; a code it knows already is refused. */
export async function addRole(db: Kysely<Database>, input: { actor: Actor; role: NewRole; now: Date }): Promise<void> {
  const { actor, role, now } = input;
  if (isBuiltInRole(role.code)) throw known(role.code);
  await db.transaction().execute(async (trx) => {
    if (!(await addOwnRole(trx, actor.user.organisation_id, role, now))) throw known(role.code);
    const names = { name_en: role.name_en, name_ro: role.name_ro };
    await audit(trx, actor, { action: 'role.create', target: role.code, before: null, after: names }, now);
  });
}
