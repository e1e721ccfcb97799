import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Branding } from '../../../contract/branding.ts';
import type { AppMetadata } from '../../../contract/organisation.ts';
import type { Database } from '../../db/schema.ts';

/** An organisation of the demo data, with its branding and settings as given; answers its id. */
export async function addDemoOrganisation(
  db: Kysely<Database>,
  org: { code: string; name: string; org_type: 'primary' | 'other'; branding: Branding; app_metadata: AppMetadata },
  now: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('organisations')
    .values({
      id,
      code: org.code,
      name: org.name,
      org_type: org.org_type,
      branding: JSON.stringify(org.branding),
      app_metadata: JSON.stringify(org.app_metadata),
      created_at: now,
    })
    .execute();
  return id;
}

/**
 * A demo user in the state a walk-through needs (asked for a code, password expired, locked by an
 * administrator), unlike addUser's new account that must change its password; answers the id.
 */
export async function addDemoUser(
  db: Kysely<Database>,
  user: {
    organisationId: string;
    username: string;
    full_name: string;
    email: string;
    roles: readonly string[];
    passwordHash: string;
    otp_required: boolean;
    password_expired: boolean;
    locked: boolean;
    work_group: string | null;
  },
  now: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      organisation_id: user.organisationId,
      username: user.username,
      full_name: user.full_name,
      email: user.email,
      language: 'en',
      password_hash: user.passwordHash,
      created_at: now,
      roles: JSON.stringify(user.roles),
      otp_required: user.otp_required ? 1 : 0,
      password_expired: user.password_expired ? 1 : 0,
      locked_at: user.locked ? now : null,
      lock_reason: user.locked ? 'locked by an administrator' : null,
      work_group: user.work_group,
    })
    .execute();
  return id;
}

/**
 * Everyone of a work group, locked or not, unsorted: as the database lists them, which is the order
 * they were added. The large workload draws assignees from this list, so its order is part of the data.
 */
export async function membersOfWorkGroup(
  db: Kysely<Database>,
  organisationId: string,
  group: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('work_group', '=', group)
    .execute();
  return rows.map((row) => row.id);
}
