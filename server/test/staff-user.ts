import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { hashPassword } from '../features/auth/index.ts';

/**
 * A colleague of the DEMO organisation (or of another, by its code) with the given roles, for
 * tests where two people edit one object or another organisation's staff try.
 */
export async function addDemoColleague(
  db: Kysely<Database>,
  username: string,
  fullName: string,
  roles: string[],
  workGroup: string | null = null,
  organisationCode = 'DEMO',
): Promise<string> {
  const org = await db
    .selectFrom('organisations')
    .select('id')
    .where('code', '=', organisationCode)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const login = {
    username,
    password_hash: await hashPassword(DEMO_PASSWORD),
    roles: JSON.stringify(roles),
    work_group: workGroup,
  };
  await db
    .insertInto('users')
    .values({
      id,
      organisation_id: org.id,
      full_name: fullName,
      email: null,
      language: 'en',
      created_at: new Date().toISOString(),
      ...login,
    })
    .execute();
  return id;
}

/** The version a caller last read, as the If-Match header it sends back. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
