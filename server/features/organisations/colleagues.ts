import type { Kysely } from 'kysely';
import { type Colleague, typesHeldBy } from '../../../contract/distribution.ts';
import type { Database } from '../../db/schema.ts';
import { rolesOf } from './stored-settings.ts';

/**
 * The organisation's people who may be given work now: not locked, holding a role for at least one
 * kind of assignment (each with those kinds), by full name.
 */
export async function colleaguesWhoMayHold(db: Kysely<Database>, organisationId: string): Promise<Colleague[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'roles'])
    .where('organisation_id', '=', organisationId)
    .where('locked_at', 'is', null)
    .orderBy('full_name')
    .orderBy('id')
    .execute();
  return users
    .map((u) => ({ id: u.id, full_name: u.full_name, types: typesHeldBy(rolesOf(u)) }))
    .filter((u) => u.types.length > 0);
}
