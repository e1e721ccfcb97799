import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What a person's own actions change on their account: password, contact, language, kept choices.

/** The same password under a stronger hash, as found at sign-in. */
export async function rehashPassword(db: Kysely<Database>, userId: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/**
 * A new password: one the person chose (fresh: neither expired nor a default) or one a
 * configurator set (a default, to be replaced at the next sign-in).
 */
export async function storePassword(
  db: Kysely<Database>,
  userId: string,
  input: { hash: string; chosenBy: 'the user' | 'a configurator'; now: Date },
): Promise<void> {
  const byUser = input.chosenBy === 'the user';
  await db
    .updateTable('users')
    .set({
      password_hash: input.hash,
      ...(byUser ? { password_expired: 0, is_default_pass: 0 } : { is_default_pass: 1 }),
      password_changed_at: input.now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

/** Where one-time passwords go: a phone number, or an e-mail address (which clears the phone). */
export async function setCodeChannel(
  db: Kysely<Database>,
  userId: string,
  channel: { phone: string } | { email: string; phone: null },
): Promise<void> {
  await db.updateTable('users').set(channel).where('id', '=', userId).execute();
}

export async function setUserLanguage(db: Kysely<Database>, userId: string, language: 'en' | 'ro'): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** The person's kept choices (worklist filter, notifications switched off), as one JSON object. */
export async function setUserMetadata(
  db: Kysely<Database>,
  userId: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ user_metadata: JSON.stringify(metadata) })
    .where('id', '=', userId)
    .execute();
}
