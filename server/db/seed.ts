import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_BRANDING } from '../../contract/branding.ts';
import type { Clock } from '../clock.ts';
import { hashPassword } from '../features/auth/password-hash.ts';
import type { Database } from './schema.ts';

/** The demo password of every seeded user; README lists it with the logins. */
export const DEMO_PASSWORD = 'Safe-Claims-2026!';

export const DEMO_ORGANISATIONS = [
  { code: 'DEMO', name: 'Demo Asigurari', org_type: 'primary', short_name: 'Demo Asigurari' },
  { code: 'PARTNER1', name: 'Partner Service Auto', org_type: 'other', short_name: 'Partner Service' },
] as const;

/** Usernames later issues rely on; their roles and flags are added by the issues that need them. */
export const DEMO_USERS = [
  { username: 'admin', full_name: 'Ana Admin', org: 'DEMO', email: 'admin@example.test' },
  { username: 'manager', full_name: 'Mihai Manager', org: 'DEMO', email: 'manager@example.test' },
  { username: 'handler', full_name: 'Elena Handler', org: 'DEMO', email: 'handler@example.test' },
  { username: 'handler2', full_name: 'Radu Handler', org: 'DEMO', email: 'handler2@example.test' },
  { username: 'otp.user', full_name: 'Oana Otp', org: 'DEMO', email: 'otp.user@example.test' },
  { username: 'expired.user', full_name: 'Emil Expired', org: 'DEMO', email: 'expired.user@example.test' },
  { username: 'locked.user', full_name: 'Laura Locked', org: 'DEMO', email: 'locked.user@example.test' },
] as const;

export const DEMO_TRACKER_CASES = [
  { case_no: 'DEMO000123', org: 'DEMO', contact_channel: 'client@example.test' },
  { case_no: 'DEMO000456', org: 'DEMO', contact_channel: 'client@example.test' },
] as const;

/**
 * Fills an empty database with the demo data. Returns false and changes nothing when the demo
 * organisation is already there, so every start may call it.
 */
export async function seedDemoData(db: Kysely<Database>, clock: Clock): Promise<boolean> {
  const existing = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirst();
  if (existing) return false;

  const now = clock.now().toISOString();
  const orgIds = new Map<string, string>();
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction().execute(async (trx) => {
    for (const org of DEMO_ORGANISATIONS) {
      const id = randomUUID();
      orgIds.set(org.code, id);
      await trx
        .insertInto('organisations')
        .values({
          id,
          code: org.code,
          name: org.name,
          org_type: org.org_type,
          branding: JSON.stringify({ ...DEFAULT_BRANDING, short_name: org.short_name }),
          created_at: now,
        })
        .execute();
    }
    for (const [index, user] of DEMO_USERS.entries()) {
      await trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          organisation_id: orgIds.get(user.org) ?? '',
          username: user.username,
          full_name: user.full_name,
          email: user.email,
          language: 'en',
          password_hash: hashes[index] ?? '',
          created_at: now,
        })
        .execute();
    }
    for (const trackerCase of DEMO_TRACKER_CASES) {
      await trx
        .insertInto('tracker_cases')
        .values({
          id: randomUUID(),
          organisation_id: orgIds.get(trackerCase.org) ?? '',
          case_no: trackerCase.case_no,
          contact_channel: trackerCase.contact_channel,
          created_at: now,
        })
        .execute();
    }
  });
  return true;
}
