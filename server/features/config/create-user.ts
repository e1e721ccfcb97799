import type { Kysely } from 'kysely';
import type { CreateUser } from '../../../contract/users-admin.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { addUser, findOrganisationById } from '../organisations/index.ts';
import { audited } from './user-admin.ts';

/** Adds a user to the actor's organisation and records it, in one transaction. */
export async function createUser(
  db: Kysely<Database>,
  { actor, user, passwordHash, now }: { actor: Actor; user: CreateUser; passwordHash: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const org = await findOrganisationById(trx, actor.user.organisation_id);
    const language = user.language ?? org.default_language;
    await addUser(trx, { ...user, language, organisationId: actor.user.organisation_id, passwordHash, now });
    await audit(
      trx,
      actor,
      { action: 'user.create', target: user.username, before: null, after: audited({ ...user, language }) },
      now,
    );
  });
}
